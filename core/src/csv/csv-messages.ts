import { defineMessages } from '../i18n/core-message';

/** What an import of a file did, or (a trial) would do. */
export const csvMessages = defineMessages({
  wouldImport: {
    id: 'core.csv.wouldImport',
    defaultMessage: '{created} to add, {updated} to update, {unchanged} unchanged',
    description: 'A trial of an import: how many rows it would add, update and leave as they are',
  },
  imported: {
    id: 'core.csv.imported',
    defaultMessage: '{created} added, {updated} updated, {unchanged} unchanged',
    description: 'An import done: how many rows it added, updated and left as they were',
  },
});
