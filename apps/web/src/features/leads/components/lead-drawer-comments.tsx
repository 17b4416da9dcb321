import type { LeadDetail } from '@leadhouse/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../feedback';
import { useAddCommentNow } from '../api/lead-work-api';

/**
 * The comments of a lead, newest first, with the add-comment box (everyone who sees a lead may comment); a
 * posted comment shows at once (`useAddCommentNow`). `inputRef` is the box (the drawer's `c` key).
 */
export function Comments({ lead, inputRef }: { lead: LeadDetail; inputRef?: Ref<HTMLTextAreaElement> }) {
  const { t } = useTranslation(['leads', 'common']);
  const toast = useToast();
  const addComment = useAddCommentNow();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setInvalid(true);
      return;
    }
    addComment.mutate(
      { leadId: lead.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('common:messages.commentAdded'));
        },
        onError: (err) => toast.error(errorText(err)),
      },
    );
  };

  return (
    <Box component="section" aria-label={t('drawer.comments')} sx={{ px: 2.5, py: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('drawer.comments')} ({lead.comments.length})
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          inputRef={inputRef}
          label={t('drawer.commentLabel')}
          placeholder={t('drawer.commentPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          error={invalid}
          helperText={invalid ? t('drawer.commentRequired') : undefined}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" size="small" loading={addComment.isPending}>
            {t('drawer.addComment')}
          </Button>
        </Box>
      </Box>
      <CommentList comments={lead.comments} />
    </Box>
  );
}

/** The comments, newest first, each with its author and time (the exact time as its tooltip). */
function CommentList({ comments }: { comments: LeadDetail['comments'] }) {
  const { t } = useTranslation('leads');
  return (
    <>
      {comments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('drawer.noComments')}
        </Typography>
      ) : (
        <Stack spacing={1.25} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((c) => (
            <Box
              component="li"
              key={c._id}
              sx={{ bgcolor: 'action.hover', borderRadius: 1.5, px: 1.5, py: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mb: 0.25 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.createdBy.name}
                </Typography>
                <Tooltip title={c.createdAt}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(c.createdAt)}
                  </Typography>
                </Tooltip>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
