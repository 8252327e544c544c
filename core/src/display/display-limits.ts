// Apart from the schemas so the till can build a display's state without loading zod.
/** The most lines a customer display is sent: a cart longer than this shows its newest lines. */
export const maxDisplayLines = 200;
/** The most tax rows a customer display is sent. */
export const maxDisplayTaxes = 20;
/** The longest text (a product or tax name, a quantity) a customer display is sent. */
export const maxDisplayText = 120;
