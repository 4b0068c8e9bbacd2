import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryView } from '../../components/feedback/QueryView';
import { useMemberPosts } from './api';
import { POST_KINDS } from './kinds';
import { PostCards } from './PostCards';

const TRAINING = POST_KINDS.TRAINING;

/**
 * "Tablica ogłoszeń" on /trainings: the training news published for this member, newest first,
 * each opening its full text (/trainings/news/:id); "Pokaż starsze" loads the next ones.
 */
export function TrainingNoticeBoard() {
  const [take, setTake] = useState<number>(TRAINING.pageSize);
  const board = useMemberPosts('TRAINING', { skip: 0, take });
  return (
    <Box component="section" aria-labelledby="training-notice-board" sx={{ mt: 5 }}>
      <Typography id="training-notice-board" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Tablica ogłoszeń
      </Typography>
      <QueryView query={board} isEmpty={(b) => b.data.length === 0} emptyText={TRAINING.words.none}>
        {(b) => (
          <>
            <PostCards kind="TRAINING" posts={b.data} headingLevel="h3" />
            {b.total > b.data.length ? (
              <Box sx={{ mt: 2 }}>
                <Button variant="outlined" disabled={board.isFetching} onClick={() => setTake((n) => n + TRAINING.pageSize)}>
                  Pokaż starsze ogłoszenia
                </Button>
              </Box>
            ) : null}
          </>
        )}
      </QueryView>
    </Box>
  );
}
