import { campaignRoutes, type Account, type Campaign } from '@leadhouse/domain';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { callApi, queryKeyOf } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/config';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The dialog's one field: the chosen campaign (none yet: the submit button stays off). */
const AttachSchema = z.object({ campaign: z.custom<Campaign>((v) => v !== null && typeof v === 'object') });
type AttachForm = { campaign: Campaign | null };

/**
 * The campaigns an account can take, searched by name (`GET /api/campaigns`, 50 at most, debounced):
 * not already its own, and complete (a description and a Social ID, the campaign form's rules, spec §5).
 */
function useAttachableCampaigns(account: Account) {
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = { page: 1, limit: 50, ...(keywords.trim() && { keywords: keywords.trim() }) };
  const campaigns = useQuery({
    queryKey: queryKeyOf(campaignRoutes.list, { query }),
    queryFn: ({ signal }) => callApi(campaignRoutes.list, { query }, { signal }),
  });
  const options = (campaigns.data?.rows ?? []).filter(
    (c) => c.accountId !== account.id && c.description && c.internalId,
  );
  return { options, loading: campaigns.isFetching, setSearch };
}

/** `PUT /api/campaigns/:id` with the campaign's own fields and `accountId`; every list is refreshed after. */
function useAttachCampaign(account: Account) {
  const client = useQueryClient();
  return useMutation({
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
}

/**
 * Attach a campaign to the account through the campaigns API (`PUT /api/campaigns/:id` with `accountId`; the
 * campaign keeps its other fields). Campaigns without a description or Social ID must be completed in their
 * campaign form first (the form's rules, spec §5), so they are not offered.
 */
export function AttachCampaignDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const { options, loading, setSearch } = useAttachableCampaigns(account);
  const attach = useAttachCampaign(account);
  const form = useFormDialog<AttachForm, { campaign: Campaign }>(AttachSchema, { campaign: null });
  const choice = form.watch('campaign');
  return (
    <FormDialog
      form={form}
      title={t('campaigns.attachTitle', { name: account.stageName })}
      submitLabel={t('campaigns.attach')}
      submitDisabled={!choice}
      successMessage={choice ? t('campaigns.attached', { name: choice.name }) : undefined}
      onSubmit={(values) => attach.mutateAsync(values.campaign)}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogContentText>{t('campaigns.attachText')}</DialogContentText>
      <Controller
        control={form.control}
        name="campaign"
        render={({ field }) => (
          <Autocomplete
            options={options}
            value={field.value}
            onChange={(_e, v) => field.onChange(v)}
            onInputChange={(_e, v) => setSearch(v)}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={loading}
            renderInput={(params) => <TextField {...params} label={t('money.campaign')} />}
          />
        )}
      />
    </FormDialog>
  );
}
