import type { DeliveryState, Integration, IntegrationSecretsSchema } from '@leadhouse/domain';
import { DELIVERY_STATES } from '@leadhouse/domain';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog, ItemActionDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useArchiveIntegration, useRotateSecret, type DeliveryFilters } from '../api/integrations-api';
import { DeliveriesLog } from './deliveries-log';
import { IntegrationFormDialog } from './integration-form-dialog';
import { type IntegrationActions } from './integrations-columns';
import { IntegrationsList } from './integrations-list';
import { SecretsDialog } from './secrets-dialog';
import { TestSendDialog } from './test-send-dialog';

type Secrets = z.infer<typeof IntegrationSecretsSchema>;
type View = 'integrations' | 'deliveries';

/** The delivery log's filters as kept in the URL (`view=deliveries&state=…&integrationId=…&leadId=…`). */
function filtersOf(params: URLSearchParams): DeliveryFilters {
  const state = params.get('state') ?? '';
  return {
    state: (DELIVERY_STATES as readonly string[]).includes(state) ? (state as DeliveryState) : '',
    integrationId: params.get('integrationId') ?? '',
    leadId: params.get('leadId') ?? '',
  };
}

/**
 * The screen's tab and the delivery log's filters, both in the URL: `showDeliveries(patch)` opens the log
 * with the filters changed (a new URL without a page), `showIntegrations()` the list.
 */
function useIntegrationsView() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'deliveries' ? 'deliveries' : 'integrations';
  const filters = filtersOf(params);
  const showDeliveries = (next: Partial<DeliveryFilters>) =>
    setParams(() => {
      const out = new URLSearchParams({ view: 'deliveries' });
      for (const [k, v] of Object.entries({ ...filters, ...next })) if (v) out.set(k, v);
      return out;
    });
  const showIntegrations = () => setParams(new URLSearchParams());
  return { view, filters, showDeliveries, showIntegrations };
}

/**
 * Integrations screen (issue 10 §7): the partner connections with their health (running, paused by the
 * circuit breaker with resume, failures, delivery counts), create / edit with the mapping editor and a test
 * send, archive; and the delivery log tab with filters and replay.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation(['integrations', 'common']);
  const [editing, setEditing] = useState<Integration | 'new' | null>(null);
  const [testing, setTesting] = useState<Integration | null>(null);
  const [archiving, setArchiving] = useState<Integration | null>(null);
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const [rotating, setRotating] = useState<Integration | null>(null);

  return (
    <>
      <PageHeader subtitle={t('subtitle')} add={{ label: t('add'), onClick: () => setEditing('new') }} />
      <IntegrationsTabs actions={{ edit: setEditing, test: setTesting, archive: setArchiving }} />
      {editing !== null && (
        <IntegrationFormDialog
          integration={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(s) => {
            setEditing(null);
            setSecrets(s);
          }}
          onTest={(i) => setTesting(i)}
          onRotate={(i) => setRotating(i)}
        />
      )}
      {testing && <TestSendDialog integration={testing} onClose={() => setTesting(null)} />}
      {secrets && (
        <SecretsDialog
          signingSecret={secrets.signingSecret}
          postbackUrl={secrets.postbackUrl}
          onClose={() => setSecrets(null)}
        />
      )}
      <RotateSecretDialog
        integration={rotating}
        onClose={() => setRotating(null)}
        onRotated={(s) => {
          setRotating(null);
          setEditing(null);
          setSecrets(s);
        }}
      />
      <ArchiveIntegrationDialog integration={archiving} onClose={() => setArchiving(null)} />
    </>
  );
}

/**
 * The screen's card: the tabs "integrations" (the list, whose row actions open the page's dialogs, and
 * "deliveries" opening the log filtered to that integration) and "deliveries" (the log).
 */
function IntegrationsTabs({ actions }: { actions: Pick<IntegrationActions, 'edit' | 'test' | 'archive'> }) {
  const { t } = useTranslation(['integrations', 'common']);
  const { view, filters, showDeliveries, showIntegrations } = useIntegrationsView();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs
        value={view}
        onChange={(_e, v: View) => (v === 'deliveries' ? showDeliveries({}) : showIntegrations())}
        sx={{ px: 1.5 }}
      >
        <Tab value="integrations" label={t('tabs.integrations')} />
        <Tab value="deliveries" label={t('tabs.deliveries')} />
      </Tabs>
      <Divider />
      {view === 'deliveries' ? (
        <DeliveriesLog filters={filters} onFilters={(f) => showDeliveries(f)} />
      ) : (
        <IntegrationsList
          actions={{
            ...actions,
            deliveries: (i) => showDeliveries({ integrationId: i.id, state: '', leadId: '' }),
          }}
        />
      )}
    </Paper>
  );
}

/** The "rotate the signing secret" confirmation (open while `integration` is given); the new secrets go to `onRotated`. */
function RotateSecretDialog(props: {
  integration: Integration | null;
  onClose: () => void;
  onRotated: (secrets: Secrets) => void;
}) {
  const { integration, onClose, onRotated } = props;
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const rotate = useRotateSecret();
  return (
    <ConfirmDialog
      open={integration !== null}
      title={t('rotate.title')}
      text={t('rotate.text', { name: integration?.name ?? '' })}
      confirmLabel={t('rotate.button')}
      busy={rotate.isPending}
      onClose={onClose}
      onConfirm={() =>
        integration &&
        rotate.mutate(integration.id, { onSuccess: onRotated, onError: (e) => toast.error(errorText(e)) })
      }
    />
  );
}

/** The archive confirmation (open while `integration` is given): archives it, reports, then closes. */
function ArchiveIntegrationDialog({
  integration,
  onClose,
}: {
  integration: Integration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  return (
    <ItemActionDialog
      item={integration}
      action={useArchiveIntegration()}
      title={t('archive.title')}
      text={t('archive.text', { name: integration?.name ?? '' })}
      confirmLabel={t('actions.archive')}
      doneText={t('archive.done')}
      onClose={onClose}
    />
  );
}
