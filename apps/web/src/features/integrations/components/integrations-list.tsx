import type { Integration } from '@leadhouse/domain';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../../lib/outcome-toasts';
import { SearchGrid, useGridUrlState, usePhoneLayout } from '../../../components/server-grid';
import { useToast } from '../../feedback';
import { useIntegrations, useReplayIntegration, useResumeIntegration } from '../api/integrations-api';
import { integrationColumns, type IntegrationActions } from './integrations-columns';

/** The integrations list: 50 a page (`GET /api/integrations`), no sort. */
const GRID = { pageSizeOptions: [50] };

/**
 * The integrations tab: search and the grid of connections with their health; resume (after the circuit
 * breaker) and replay run here, the other row actions go to the page's dialogs.
 */
export function IntegrationsList({ actions }: { actions: Omit<IntegrationActions, 'resume' | 'replay'> }) {
  const { t } = useTranslation(['integrations', 'common']);
  const toast = useToast();
  const url = useGridUrlState(GRID);
  const list = useIntegrations(url.page, url.keywords);
  const resume = useResumeIntegration();
  const replay = useReplayIntegration();
  const compact = usePhoneLayout();
  const columns = useMemo(
    () =>
      integrationColumns(
        t,
        {
          ...actions,
          resume: (i: Integration) =>
            resume.mutate(
              i.id,
              toastOutcome(toast, (r) => t('resumed', { count: r.count })),
            ),
          replay: (i: Integration) =>
            replay.mutate(
              i.id,
              toastOutcome(toast, (r) => t('replayed', { count: r.count })),
            ),
        },
        compact,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the actions read the latest state when clicked
    [t, compact],
  );
  return (
    <>
      <SearchGrid
        t={t}
        list={list}
        columns={columns}
        emptyIcon={<HubOutlined />}
        state={url}
        density="standard"
        rowHeight={56}
        minHeight={380}
      />
    </>
  );
}
