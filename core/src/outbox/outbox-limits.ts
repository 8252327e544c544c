/** The most sales a till's outbox sends in one request (POST /sales/batch), and the batch input accepts. */
export const maxSalesPerBatch = 100;
