import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';

/** Shown while a screen's data is on its way (issue 22: never a blank page); the screen's shape, not a spinner. */
export const PageSkeleton = ({ blocks = 2 }: { blocks?: number }) => (
  <Box mt={2} role="status" aria-label="Loading" aria-busy data-testid="page-skeleton">
    <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
    <Skeleton variant="text" width="60%" />
    {Array.from({ length: blocks }, (_, block) => (
      <Card key={block} sx={{ mt: 2 }}>
        <CardContent>
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} />
        </CardContent>
      </Card>
    ))}
  </Box>
);

/** A list's first load: its toolbar and a few rows. */
export const ListSkeleton = ({ rows = 5 }: { rows?: number }) => (
  <Box mt={2} role="status" aria-label="Loading" aria-busy data-testid="list-skeleton">
    <Stack direction="row" spacing={2} mb={2}>
      <Skeleton variant="rounded" width={220} height={40} />
      <Skeleton variant="rounded" width={140} height={40} />
    </Stack>
    <Card>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rectangular" height={36} sx={{ m: 1, opacity: 1 - row / (rows + 1) }} />
      ))}
    </Card>
  </Box>
);
