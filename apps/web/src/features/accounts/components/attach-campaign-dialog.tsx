import { campaignRoutes, type Account, type Campaign } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useToast } from '../../feedback';

/**
 * Attach a campaign to the account through the campaigns API (`PUT /api/campaigns/:id` with `accountId`; the
 * campaign keeps its other fields). Campaigns without a description or Social ID must be completed in their
 * campaign form first (the form's rules, spec §5), so they are not offered.
 */
export function AttachCampaignDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const toast = useToast();
  const titleId = useId();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [choice, setChoice] = useState<Campaign | null>(null);
  const query = { page: 1, limit: 50, ...(keywords.trim() && { keywords: keywords.trim() }) };
  const campaigns = useQuery({
    queryKey: queryKeyOf(campaignRoutes.list, { query }),
    queryFn: ({ signal }) => callApi(campaignRoutes.list, { query }, { signal }),
  });
  const options = (campaigns.data?.rows ?? []).filter(
    (c) => c.accountId !== account.id && c.description && c.internalId,
  );
  const attach = useMutation({
    mutationFn: (c: Campaign) =>
      callApi(campaignRoutes.update, {
        params: { id: c.id },
        body: {
          name: c.name,
          description: c.description!,
          internalId: c.internalId!,
          link: c.link,
          accountId: account.id,
        },
      }),
    onSuccess: () => client.invalidateQueries(),
  });
  const submit = async () => {
    if (!choice) return;
    try {
      await attach.mutateAsync(choice);
      toast.success(t('campaigns.attached', { name: choice.name }));
      onClose();
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('campaigns.attachTitle', { name: account.stageName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('campaigns.attachText')}</DialogContentText>
        <Autocomplete
          options={options}
          value={choice}
          onChange={(_e, v) => setChoice(v)}
          onInputChange={(_e, v) => setSearch(v)}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={campaigns.isFetching}
          renderInput={(params) => <TextField {...params} label={t('money.campaign')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!choice || attach.isPending} onClick={() => void submit()}>
          {t('campaigns.attach')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
