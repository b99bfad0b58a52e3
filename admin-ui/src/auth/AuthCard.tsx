import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useProductName } from '../product/product-name';

/** The frame of the pages shown before login: the brand above a small card. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const productName = useProductName();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="brand">
            {productName}
          </Typography>
          <Typography variant="subtitle1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
