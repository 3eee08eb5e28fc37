// The in-memory state of the Starling stand-in: one account holder behind each token, with
// their accounts, spaces (savings goals), feed, direct debit mandates, standing orders and
// payees, all in Starling's shapes (minor units, direction IN/OUT, ISO timestamps).

type Money = { currency: string; minorUnits: number };

type FakeFeedItem = {
  feedItemUid: string;
  categoryUid: string;
  amount: Money;
  sourceAmount: Money;
  direction: 'IN' | 'OUT';
  updatedAt: string;
  transactionTime: string;
  settlementTime?: string;
  source: string;
  status: string;
  counterPartyType: string;
  counterPartyName: string;
  reference?: string;
  country: string;
  spendingCategory: string;
};

type FakeAccount = {
  accountUid: string;
  accountType: 'PRIMARY' | 'ADDITIONAL';
  defaultCategory: string;
  currency: string;
  createdAt: string;
  name: string;
  sortCode: string;
  accountNumber: string;
  cleared: number;
  effective: number;
};

type FakeGoal = { accountUid: string; savingsGoalUid: string; name: string; totalSaved: number; state: string };

type FakeMandate = {
  uid: string;
  reference: string;
  status: string;
  source: string;
  created: string;
  originatorName: string;
  originatorUid: string;
  accountUid: string;
  categoryUid: string;
  lastDate?: string;
  lastPayment?: { lastDate: string; lastAmount: Money };
};

type FakeStandingOrder = {
  accountUid: string;
  categoryUid: string;
  paymentOrderUid: string;
  amount: Money;
  reference: string;
  payeeUid: string;
  payeeAccountUid: string;
  standingOrderRecurrence: { startDate: string; frequency: string; interval: number };
  nextDate: string;
  cancelledAt?: string;
};

export type FakeHolder = {
  accounts: FakeAccount[];
  goals: FakeGoal[];
  feed: FakeFeedItem[];
  mandates: FakeMandate[];
  standingOrders: FakeStandingOrder[];
  payees: { payeeUid: string; payeeName: string }[];
};

export type RecordedRequest = { method: string; path: string; query: Record<string, string>; authorization: string | null };

export class FakeStarlingState {
  readonly holders = new Map<string, FakeHolder>();
  readonly requests: RecordedRequest[] = [];
  /** The next answers to any request: a status with optional headers (429 with Retry-After, 503...). */
  readonly faults: { status: number; headers?: Record<string, string> }[] = [];

  addHolder(token: string, holder: FakeHolder) {
    this.holders.set(token, holder);
  }

  /** The person revokes the token in Starling's portal: every later call answers 401. */
  revoke(token: string) {
    this.holders.delete(token);
  }
}
