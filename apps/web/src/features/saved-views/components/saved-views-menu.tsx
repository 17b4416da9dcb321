import type { SavedView, SavedViewState, SavedViewStateInput } from '@leadhouse/domain';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { useToast } from '../../feedback';
import { useCreateView, useDeleteView, useRenameView, useSavedViews } from '../api';
import { ViewNameDialog } from './view-name-dialog';

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedView } | null;

/** Deletes a view and says so (or shows the server's refusal). */
function useDeleteWithToast() {
  const { t } = useTranslation('savedViews');
  const toast = useToast();
  const remove = useDeleteView();
  return async (view: SavedView) => {
    try {
      await remove.mutateAsync(view.id);
      toast.success(t('deleted', { name: view.name }));
    } catch (err) {
      toast.error(errorText(err));
    }
  };
}

/**
 * The "Views" menu of the leads toolbar (issue 19): the user's saved views (a click applies one), "Save
 * current view" (filters, quick filter, sort, search and shown columns, under a name), rename and delete.
 * `current` is the list's state now; `onApply` sets the list to a saved state (the URL and the columns).
 */
export function SavedViewsMenu({
  current,
  onApply,
}: {
  current: SavedViewStateInput;
  onApply: (state: SavedViewState) => void;
}) {
  const { t } = useTranslation('savedViews');
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const views = useSavedViews();
  const close = () => setAnchor(null);
  const onDelete = useDeleteWithToast();

  return (
    <>
      <ViewsButton onOpen={setAnchor} />
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 260, maxHeight: 420 } } }}
      >
        <MenuItem
          onClick={() => {
            close();
            setDialog({ kind: 'save' });
          }}
        >
          <SaveCurrentLabel />
        </MenuItem>
        <Divider />
        {(views.data ?? []).length === 0 && (
          <MenuItem disabled>{views.isLoading ? t('loading') : t('none')}</MenuItem>
        )}
        {(views.data ?? []).map((view) => (
          <ViewItem
            key={view.id}
            view={view}
            onApply={() => {
              close();
              onApply(view.state);
              toast.success(t('applied', { name: view.name }));
            }}
            onRename={() => {
              close();
              setDialog({ kind: 'rename', view });
            }}
            onDelete={() => void onDelete(view)}
          />
        ))}
      </Menu>
      <ViewDialogs dialog={dialog} current={current} onClose={() => setDialog(null)} />
    </>
  );
}

/** The "Views" button that opens the menu. */
function ViewsButton({ onOpen }: { onOpen: (anchor: HTMLElement) => void }) {
  const { t } = useTranslation('savedViews');
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<BookmarksOutlined fontSize="small" />}
      endIcon={<ExpandMore fontSize="small" />}
      aria-haspopup="menu"
      onClick={(e) => onOpen(e.currentTarget)}
    >
      {t('button')}
    </Button>
  );
}

/** "Save current view" with its icon. */
function SaveCurrentLabel() {
  const { t } = useTranslation('savedViews');
  return (
    <>
      <ListItemIcon>
        <BookmarkAddOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('saveCurrent')}</ListItemText>
    </>
  );
}

/** A button inside a view's menu item: its click stays off the item (it does not apply the view). */
function ItemButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </IconButton>
  );
}

/** A saved view: a click applies it; its buttons rename or delete it (without applying it). */
function ViewItem({
  view,
  onApply,
  onRename,
  onDelete,
}: {
  view: SavedView;
  onApply: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('savedViews');
  return (
    <MenuItem onClick={onApply}>
      <ListItemText sx={{ me: 1 }}>{view.name}</ListItemText>
      <ItemButton
        label={t('rename', { name: view.name })}
        icon={<EditOutlined fontSize="small" />}
        onClick={onRename}
      />
      <ItemButton
        label={t('delete', { name: view.name })}
        icon={<DeleteOutlined fontSize="small" />}
        onClick={onDelete}
      />
    </MenuItem>
  );
}

/** The name dialog that saves the current state as a view, or renames one. */
function ViewDialogs({
  dialog,
  current,
  onClose,
}: {
  dialog: Dialog;
  current: SavedViewStateInput;
  onClose: () => void;
}) {
  const { t } = useTranslation('savedViews');
  const toast = useToast();
  const create = useCreateView();
  const rename = useRenameView();
  return (
    <>
      {dialog?.kind === 'save' && (
        <ViewNameDialog
          title={t('saveTitle')}
          initial=""
          onClose={onClose}
          onSubmit={async (name) => {
            await create.mutateAsync({ name, state: current });
            toast.success(t('saved', { name }));
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ViewNameDialog
          title={t('renameTitle')}
          initial={dialog.view.name}
          onClose={onClose}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: dialog.view.id, name });
            toast.success(t('renamed', { name }));
          }}
        />
      )}
    </>
  );
}
