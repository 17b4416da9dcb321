import {
  IMPORT_FIELDS,
  type AllowedFeatures,
  type ImportPreviewResponse,
  type ImportProgress,
} from '@leadhouse/domain';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { featuresExcept, meResponse, signInAs } from '../../test/fixtures';
import { useAuth } from '../auth';
import { mockFetch, type FetchCall } from '../../test/mock-fetch';
import { ImportProgressView } from './components/import-progress-view';

/** Renders its children once the start-up `/users/me` has answered. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'authenticated' ? <div data-testid="ready">{children}</div> : null;
}

/** Renders `ui` inside the app providers, signed in as an admin with `features`. */
export async function renderSignedIn(ui: ReactNode, features: AllowedFeatures = featuresExcept()) {
  signInAs(features);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient} search="">
      <WhenSignedIn>{ui}</WhenSignedIn>
    </AppProviders>,
  );
  // The auth provider loads /users/me first; wait until the app is past its spinner.
  await screen.findByTestId('ready');
  return { queryClient, ...view };
}

/** Answers `/api/users/me` like a signed-in admin with `features`. */
export function meHandler(call: FetchCall, features: Parameters<typeof meResponse>[0] = featuresExcept()) {
  return call.url === '/api/users/me' ? { body: meResponse(features) } : undefined;
}

/** The CSV file a user picks in the import dialog's tests (its analysis is `previewAnswer`, faked by `fakeXhr`). */
export const csvFile = () =>
  new File(['first_name;last_name\nLeah;Boehm\n'], 'contacts.csv', { type: 'text/csv' });

/**
 * Uploads `csvFile()` into the open import dialog, then picks Saudi Arabia as the default country and waits for
 * the check to count 380 valid rows (the API must answer the preview with `previewWithCountry`).
 */
export async function uploadWithCountry(user: UserEvent) {
  await user.upload(screen.getByTestId('csv-file-input'), csvFile());
  await screen.findByTestId('detected');
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.click(screen.getByRole('option', { name: 'Saudi Arabia (+966)' }));
  await waitFor(() => expect(screen.getByTestId('check-figures')).toHaveTextContent('Valid380'));
}

export const IMPORT_ID = '0b6a3f38-3c55-4f1e-9c1e-2f2a5f0d7a11';

/** The two previewed rows: both rejected (no country; one also has a bad phone). */
const PREVIEW_ROWS: ImportPreviewResponse['preview'] = [
  {
    line: 2,
    values: ['Leah', 'Boehm', 'leah93@yahoo.com', '(415) 293-3313', 'Gottlieb'],
    lead: null,
    errors: [{ field: 'country', message: 'Country is required' }],
    duplicate: false,
  },
  {
    line: 3,
    values: ['Shelley', 'Kerluke', 'shelley@hotmail.com', '1-955-371-0847 x371', 'Acme'],
    lead: null,
    errors: [
      { field: 'phoneNumber', message: 'Phone Number must be 10 digits' },
      { field: 'country', message: 'Country is required' },
    ],
    duplicate: false,
  },
];

/** An upload answer for a small file: name, email, phone columns, one rejected row. */
export function previewAnswer(overrides: Partial<ImportPreviewResponse> = {}): ImportPreviewResponse {
  return {
    importId: IMPORT_ID,
    fileName: 'contacts.csv',
    sizeBytes: 2048,
    delimiter: ';',
    encoding: 'utf-8-bom',
    encodingChoices: [],
    headers: ['first_name', 'last_name', 'email_work', 'phone_work', 'company'],
    mapping: ['firstName', 'lastName', 'email', 'phoneNumber', null],
    defaults: {},
    fields: [...IMPORT_FIELDS], // every field an import column can fill, as the server lists them
    totalEstimate: 500,
    preview: structuredClone(PREVIEW_ROWS),
    stats: {
      rowsChecked: 500,
      valid: 0,
      rejected: 500,
      rejectedByRule: {
        'country: Country is required': 500,
        'phoneNumber: Phone Number must be 10 digits': 120,
      },
      duplicates: 0,
    },
    ...overrides,
  };
}

/** The same file checked again with the default country SA. */
export function previewWithCountry(): ImportPreviewResponse {
  const base = previewAnswer();
  return {
    ...base,
    defaults: { country: 'SA' },
    preview: [
      {
        ...base.preview[0]!,
        errors: [],
        lead: {
          firstName: 'Leah',
          lastName: 'Boehm',
          phoneNumber: '966-4152933313',
          email: 'leah93@yahoo.com',
          country: 'SA',
          campaign: 'CRM',
          platform: null,
          status: 'NEW',
          funnel: null,
        },
        duplicate: true,
      },
      {
        ...base.preview[1]!,
        errors: [{ field: 'phoneNumber', message: 'Phone Number must be 10 digits' }],
      },
    ],
    stats: {
      rowsChecked: 500,
      valid: 380,
      rejected: 120,
      rejectedByRule: { 'phoneNumber: Phone Number must be 10 digits': 120 },
      duplicates: 3,
    },
  };
}

export function progressAnswer(overrides: Partial<ImportProgress> = {}): ImportProgress {
  return {
    importId: IMPORT_ID,
    fileName: 'contacts.csv',
    status: 'running',
    cancelRequested: false,
    total: 500,
    rowsRead: 250,
    imported: 180,
    updated: 0,
    rejected: 70,
    rate: 125.4,
    etaSeconds: 2,
    error: null,
    createdAt: '2026-01-31T10:00:00.000Z',
    startedAt: '2026-01-31T10:00:01.000Z',
    finishedAt: null,
    undo: null,
    ...overrides,
  };
}

/**
 * Answers the import dialog's calls: the assign lists (empty), the preview (`preview` of the request's body),
 * the start (queued) and then the import's `progress` (`progressAnswer()`, running, unless given); undefined
 * for any other call.
 */
export function importDialogApi(
  call: FetchCall,
  {
    preview,
    progress = progressAnswer(),
  }: { preview: (body: unknown) => ImportPreviewResponse; progress?: ImportProgress },
) {
  if (call.url === '/api/users/getPoolsForAssign' || call.url === '/api/users/getUsersForAssign') {
    return { body: { rows: [], count: 0 } };
  }
  if (call.url === `/api/leads/import/${IMPORT_ID}/preview`) return { body: preview(call.body) };
  if (call.url === `/api/leads/import/${IMPORT_ID}/start`) {
    return { status: 202, body: progressAnswer({ status: 'queued', rowsRead: 0, imported: 0, rejected: 0 }) };
  }
  if (call.url === `/api/leads/import/${IMPORT_ID}`) return { body: progress };
  return undefined;
}

/** A stand-in for XMLHttpRequest: reports upload progress, then answers `status` with `body`. */
export function fakeXhr(status: number, body: unknown) {
  const sent: { url: string; headers: Record<string, string>; form: FormData | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 2048 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** `renderSignedIn(ui)` with no API answering but `/users/me` (`meHandler`). */
export async function renderSignedInMeOnly(ui: ReactNode) {
  mockFetch((call) => meHandler(call));
  return renderSignedIn(ui);
}

/** Renders the progress view of `progressAnswer(overrides)` for a signed-in user (only `/users/me` answered). */
export async function renderProgress(overrides: Partial<ImportProgress> = {}) {
  await renderSignedInMeOnly(<ImportProgressView progress={progressAnswer(overrides)} />);
}
