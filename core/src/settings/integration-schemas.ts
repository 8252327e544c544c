import { z } from 'zod';

export const integrationKinds = ['accounting', 'ecommerce', 'payments'] as const;

/** The Integrations tab's groups, in the spec's order. */
export const integrationGroups: { kind: (typeof integrationKinds)[number]; title: string }[] = [
  { kind: 'accounting', title: 'Accounting Software' },
  { kind: 'ecommerce', title: 'E-commerce Platforms' },
  { kind: 'payments', title: 'Payment Gateways' },
];

export const integrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(integrationKinds),
  description: z.string(),
  logo: z.string(),
  status: z.enum(['connected', 'not_connected']),
});
export type Integration = z.infer<typeof integrationSchema>;
