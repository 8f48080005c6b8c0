import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

/** The app: server-state cache and router. */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
