import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';

const messages = defineMessages({
  summary: {
    id: 'csvImport.summary',
    defaultMessage:
      '{dryRun, select, true {{created, number} to add, {updated, number} to update} other {{created, number} added, {updated, number} updated}}, {unchanged, number} unchanged',
  },
});

/** What an import did or would do, as core's importSummary says it: '3 added, 1 updated, 0 unchanged'. */
export const importSummaryText = (
  intl: IntlShape,
  result: { dryRun: boolean; created: number; updated: number; unchanged: number },
) => intl.formatMessage(messages.summary, { ...result, dryRun: String(result.dryRun) });
