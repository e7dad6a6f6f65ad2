import { z } from 'zod';

export const proxyImageQuery = z.object({ url: z.string().url().max(2048) });
