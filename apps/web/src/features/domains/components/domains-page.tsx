import type { Domain } from '@leadhouse/domain';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchGridPage, useGridUrlState } from '../../../components/server-grid';
import { useDomains } from '../api/domains-api';
import { AddDomainDialog } from './add-domain-dialog';
import { DomainDialog } from './domain-dialog';
import { domainColumns } from './domains-columns';
import { HostingDialog } from './hosting-dialog';

/** The domains list: 50 a page (`GET /api/domains`), no sort. */
const GRID = { pageSizeOptions: [50] };

/**
 * The domain whose dialog is open: one opened here, else the one `?domain=<id>` names (a notification's
 * link, issue 21 §3); closing drops that parameter too (replacing the history entry).
 */
function useOpenDomain() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('domain');
  const closeDomain = () => {
    setOpenId(null);
    if (!linkedId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('domain');
        return next;
      },
      { replace: true },
    );
  };
  return { openId: openId ?? linkedId, setOpenId, closeDomain };
}

/**
 * Domains screen (issue 12 §5-§6): the team's domains with their live state (polled while one is
 * pending), last check and landing page; add a domain (then its TXT record shows), open one for its
 * record, "check now", history and the serve switch; put a campaign's landing page on a verified one.
 */
export default function DomainsPage() {
  const { t } = useTranslation(['domains', 'common']);
  const url = useGridUrlState(GRID);
  const [adding, setAdding] = useState(false);
  const { openId: shownId, setOpenId, closeDomain } = useOpenDomain();
  const [hosting, setHosting] = useState<Domain | null>(null);
  const list = useDomains(url.page, url.keywords);
  const columns = useMemo(
    () => domainColumns(t, { open: (d) => setOpenId(d.id), host: (d) => setHosting(d) }),
    [t, setOpenId],
  );

  return (
    <SearchGridPage
      t={t}
      onAdd={() => setAdding(true)}
      list={list}
      columns={columns}
      // The list polls while a domain is pending: the loading bar only before the first answer.
      loading={list.isFetching && !list.data}
      emptyIcon={<LanguageOutlined />}
      state={url}
      minHeight={360}
    >
      {adding && (
        <AddDomainDialog
          onClose={() => setAdding(false)}
          onAdded={(d) => {
            setAdding(false);
            setOpenId(d.id);
          }}
        />
      )}
      {shownId && !hosting && (
        <DomainDialog
          id={shownId}
          onClose={closeDomain}
          onHost={() => {
            const row = list.data?.rows.find((d) => d.id === shownId);
            if (row) setHosting(row);
          }}
        />
      )}
      {hosting && <HostingDialog domain={hosting} onClose={() => setHosting(null)} />}
    </SearchGridPage>
  );
}
