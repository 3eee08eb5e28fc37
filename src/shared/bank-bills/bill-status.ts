// A bank bill's status (bank_bills.status). The app sets two itself, after every payment
// check: 'active' (due) and 'PAID'. Any other status is a person's choice ('dismissed' today;
// 'cancelled' and 'not-a-bill' from the Subscriptions view, issue 25 item 5), and no sync,
// detection or payment check ever overwrites it, brings the bill back or deletes its row
// (decision 047). New statuses a person can choose need no change here.

/** The statuses the app sets itself: a bill in one of these counts in My Bills, left to spend and the forecast. */
export const APP_SET_STATUSES = ['active', 'PAID'] as const;
