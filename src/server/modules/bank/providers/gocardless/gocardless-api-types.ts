// Shapes the Bank Account Data v2 API sends, limited to the fields this provider reads.
// Every field is optional or loose where banks are known to leave it out: the mapping
// code decides what a missing value means, so nothing here is trusted blindly.

export type GcTokenPair = {
  access: string;
  /** Seconds the access token lives (24 h in production). */
  access_expires: number;
  refresh: string;
  /** Seconds the refresh token lives (30 days in production). */
  refresh_expires: number;
};

export type GcAccessToken = { access: string; access_expires: number };

export type GcInstitution = {
  id: string;
  name: string;
  bic?: string;
  /** A number as text, e.g. "730". */
  transaction_total_days?: string | number | null;
  countries?: string[];
  logo?: string | null;
  /** A number as text in current responses, e.g. "180". */
  max_access_valid_for_days?: string | number | null;
};

export type GcAgreement = {
  id: string;
  created?: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
  /** When the user accepted it at the bank; null until then. */
  accepted: string | null;
};

export type GcRequisition = {
  id: string;
  created?: string;
  redirect?: string;
  status: string;
  institution_id: string;
  agreement?: string | null;
  reference: string;
  accounts?: string[];
  user_language?: string;
  link: string;
};

type GcAmount = { amount: string | number; currency: string };

/** UK "sort code and account number": 14 digits as text, or split. */
export type GcScan = string | { sortCode?: string; accountNumber?: string };

export type GcAccountDetails = {
  resourceId?: string;
  iban?: string;
  bban?: string;
  scan?: GcScan;
  currency?: string;
  name?: string;
  displayName?: string;
  product?: string;
  ownerName?: string;
  cashAccountType?: string;
};

export type GcBalance = { balanceAmount: GcAmount; balanceType: string; referenceDate?: string };

export type GcTransaction = {
  transactionId?: string;
  internalTransactionId?: string;
  bookingDate?: string;
  valueDate?: string;
  transactionAmount: GcAmount;
  creditorName?: string;
  debtorName?: string;
  remittanceInformationUnstructured?: string;
  remittanceInformationUnstructuredArray?: string[];
  remittanceInformationStructured?: string;
  bankTransactionCode?: string;
  proprietaryBankTransactionCode?: string;
};

export type GcTransactions = {
  transactions?: { booked?: GcTransaction[]; pending?: GcTransaction[] };
};
