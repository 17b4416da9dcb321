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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/server-message';
import { useToast } from '../../feedback';
import { useCreateView, useDeleteView, useRenameView, useSavedViews } from '../api';
import { ViewNameDialog } from './view-name-dialog';

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedView } | null;

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
  const create = useCreateView();
  const rename = useRenameView();
  const remove = useDeleteView();
  const close = () => setAnchor(null);

  const onDelete = async (view: SavedView) => {
    try {
      await remove.mutateAsync(view.id);
      toast.success(t('deleted', { name: view.name }));
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarksOutlined fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('button')}
      </Button>
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
          <ListItemIcon>
            <BookmarkAddOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('saveCurrent')}</ListItemText>
        </MenuItem>
        <Divider />
        {(views.data ?? []).length === 0 && (
          <MenuItem disabled>{views.isLoading ? t('loading') : t('none')}</MenuItem>
        )}
        {(views.data ?? []).map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              close();
              onApply(view.state);
              toast.success(t('applied', { name: view.name }));
            }}
          >
            <ListItemText sx={{ me: 1 }}>{view.name}</ListItemText>
            <IconButton
              size="small"
              aria-label={t('rename', { name: view.name })}
              onClick={(e) => {
                e.stopPropagation();
                close();
                setDialog({ kind: 'rename', view });
              }}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('delete', { name: view.name })}
              onClick={(e) => {
                e.stopPropagation();
                void onDelete(view);
              }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
      </Menu>
      {dialog?.kind === 'save' && (
        <ViewNameDialog
          title={t('saveTitle')}
          initial=""
          onClose={() => setDialog(null)}
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
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: dialog.view.id, name });
            toast.success(t('renamed', { name }));
          }}
        />
      )}
    </>
  );
}
