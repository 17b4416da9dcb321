import { Suspense, lazy, type ComponentType } from 'react';

/**
 * Slots for the Import and Export buttons of the leads toolbar, owned by the `lead-import` and
 * `lead-export` features. The contract: `features/lead-import/index.ts` exports `LeadImportButton` (no
 * props) and `features/lead-export/index.ts` exports `LeadExportButton({selection, query})`, where
 * `selection` is the selected lead ids and `query` the `GET /api/leads` query of the current view.
 * They are found with `import.meta.glob`, so the leads screen builds and renders (without the buttons)
 * while a feature is absent, and each loads in its own chunk only when the toolbar shows.
 */
export interface ExportSlotProps {
  selection: readonly string[];
  query: Readonly<Record<string, string | number | undefined>>;
}

type ImportModule = { LeadImportButton?: ComponentType };
type ExportModule = { LeadExportButton?: ComponentType<ExportSlotProps> };

const importModules = import.meta.glob<ImportModule>('../../lead-import/index.ts');
const exportModules = import.meta.glob<ExportModule>('../../lead-export/index.ts');

function Nothing() {
  return null;
}

function slot<P extends object>(
  modules: Record<string, () => Promise<Record<string, unknown>>>,
  name: string,
): ComponentType<P> | null {
  const load = Object.values(modules)[0];
  if (!load) return null;
  return lazy(async () => {
    const module = await load();
    const component = module[name] as ComponentType<P> | undefined;
    return { default: component ?? (Nothing as ComponentType<P>) };
  });
}

const ImportButton = slot<object>(importModules, 'LeadImportButton');
const ExportButton = slot<ExportSlotProps>(exportModules, 'LeadExportButton');

/** The Import button slot: renders the lead-import feature's button, or nothing. */
export function ImportSlot() {
  if (!ImportButton) return null;
  return (
    <Suspense fallback={null}>
      <ImportButton />
    </Suspense>
  );
}

/** The Export button slot: renders the lead-export feature's button with the selection and query, or nothing. */
export function ExportSlot(props: ExportSlotProps) {
  if (!ExportButton) return null;
  return (
    <Suspense fallback={null}>
      <ExportButton {...props} />
    </Suspense>
  );
}
