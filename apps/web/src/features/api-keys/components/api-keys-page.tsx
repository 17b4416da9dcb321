import type { ApiKey, ApiKeyCreated } from '@leadhouse/domain';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemActionDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { ServerGrid, useGridUrlState } from '../../../components/server-grid';
import { useAuth } from '../../auth';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { CreateApiKeyDialog, NewKeyDialog } from './api-key-dialogs';
import { apiKeyColumns } from './api-keys-columns';
import { useScreenName } from '../../../components/screens';

/** The keys list: 50 a page (`GET /api/api-keys`), no sort. */
const GRID = { pageSizeOptions: [50] };

/**
 * API keys screen (issue 10 §4, §7): the keys of the intake API with owner, creation, last use and
 * revocation; create (the key shown once) and revoke (confirmed, soft).
 */
export default function ApiKeysPage() {
  const { t } = useTranslation(['apiKeys', 'common']);
  const name = useScreenName('apiKeys');
  const { user } = useAuth();
  const url = useGridUrlState(GRID);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = useApiKeys(url.page);
  const columns = useMemo(() => apiKeyColumns(t, setRevoking), [t]);

  return (
    <>
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <Link href="/api/docs" target="_blank" rel="noopener" sx={{ alignSelf: 'center' }}>
            {t('docsLink')}
          </Link>
        }
        add={{ label: t('add'), onClick: () => setCreating(true) }}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ServerGrid
          label={name}
          list={list}
          columns={columns}
          emptyText={t('emptyText')}
          emptyIcon={<KeyOutlined />}
          state={url}
          minHeight={360}
        />
      </Paper>
      {creating && (
        <CreateApiKeyDialog
          isAdmin={user?.role === 'admin'}
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <NewKeyDialog created={created} onClose={() => setCreated(null)} />}
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** The revoke confirmation of `apiKey` (open while one is given): revokes it (soft), reports, then closes. */
function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation(['apiKeys', 'common']);
  return (
    <ItemActionDialog
      item={apiKey}
      action={useRevokeApiKey()}
      title={t('revokeDialog.title')}
      text={t('revokeDialog.text', { name: apiKey?.name ?? '' })}
      confirmLabel={t('revoke')}
      doneText={t('revokedToast')}
      onClose={onClose}
    />
  );
}
