// Seed data for the fake Bank Account Data API, in the API's own shapes (amounts and
// day counts as text, as GoCardless sends them). Tests get a fresh copy per server.

export type FakeInstitution = {
  id: string;
  name: string;
  bic: string;
  transaction_total_days?: string;
  countries: string[];
  logo: string;
  max_access_valid_for_days?: string;
};

type FakeTransaction = Record<string, unknown> & { bookingDate?: string; valueDate?: string };

export type FakeAccount = {
  id: string;
  details: Record<string, unknown>;
  balances: Record<string, unknown>[];
  booked: FakeTransaction[];
  pending: FakeTransaction[];
};

const logo = (id: string) => `https://cdn.example.test/logos/${id}.png`;

export const fakeInstitutions: FakeInstitution[] = [
  {
    id: 'MONZO_MONZGB2L',
    name: 'Monzo',
    bic: 'MONZGB2L',
    transaction_total_days: '730',
    countries: ['GB'],
    logo: logo('monzo'),
    max_access_valid_for_days: '180',
  },
  {
    id: 'BARCLAYS_BUKBGB22',
    name: 'Barclays',
    bic: 'BUKBGB22',
    transaction_total_days: '540',
    countries: ['GB'],
    logo: logo('barclays'),
    max_access_valid_for_days: '90',
  },
  {
    id: 'NATIONWIDE_NAIAGB21',
    name: 'Nationwide',
    bic: 'NAIAGB21',
    transaction_total_days: '90',
    countries: ['GB'],
    logo: logo('nationwide'),
    max_access_valid_for_days: '180',
  },
  // Says nothing about its history: GoCardless's default of 90 days applies.
  { id: 'AGEDBANK_AGEDGB21', name: 'aged Bank', bic: 'AGEDGB21', countries: ['GB'], logo: logo('aged') },
  // Too little history for the app.
  {
    id: 'SHORTBANK_SHRTGB21',
    name: 'Short History Bank',
    bic: 'SHRTGB21',
    transaction_total_days: '89',
    countries: ['GB'],
    logo: logo('short'),
    max_access_valid_for_days: '90',
  },
  {
    id: 'TINYBANK_TINYGB21',
    name: 'Tiny Bank',
    bic: 'TINYGB21',
    transaction_total_days: '30',
    countries: ['GB'],
    logo: logo('tiny'),
    max_access_valid_for_days: '90',
  },
  // Not a UK bank: never listed for country=GB.
  {
    id: 'REVOLUT_REVOLT21',
    name: 'Revolut',
    bic: 'REVOLT21',
    transaction_total_days: '730',
    countries: ['LT', 'DE'],
    logo: logo('revolut'),
    max_access_valid_for_days: '180',
  },
];

export const fakeAccounts: FakeAccount[] = [
  {
    id: 'acc-current',
    details: {
      resourceId: 'res-current-01',
      iban: 'GB29NWBK60161331926819',
      bban: '60161331926819',
      scan: '20-00-00 12345678',
      currency: 'GBP',
      name: 'Main account',
      product: 'Current Account',
      ownerName: 'Ada Lovelace',
      cashAccountType: 'CACC',
    },
    balances: [
      { balanceAmount: { amount: '1234.56', currency: 'GBP' }, balanceType: 'interimAvailable', referenceDate: '2025-03-20' },
      { balanceAmount: { amount: '-12.30', currency: 'GBP' }, balanceType: 'closingBooked' },
    ],
    booked: [
      {
        transactionId: 'tx-2025-01-05',
        internalTransactionId: 'int-1',
        bookingDate: '2025-01-05',
        valueDate: '2025-01-05',
        transactionAmount: { amount: '2500.00', currency: 'GBP' },
        debtorName: 'Analytical Engines Ltd',
        remittanceInformationUnstructured: 'SALARY JAN',
        bankTransactionCode: 'PMNT-RCDT-ESCT',
      },
      {
        internalTransactionId: 'int-2',
        bookingDate: '2025-02-10',
        valueDate: '2025-02-11',
        transactionAmount: { amount: '-45.20', currency: 'GBP' },
        creditorName: 'Tesco Stores',
        remittanceInformationUnstructuredArray: ['CARD PAYMENT', 'TESCO STORES 2041'],
        proprietaryBankTransactionCode: 'DEB',
      },
      {
        transactionId: 'tx-2025-03-15',
        bookingDate: '2025-03-15',
        valueDate: '2025-03-15',
        transactionAmount: { amount: '-950.00', currency: 'GBP' },
        creditorName: 'Landlord Lettings Ltd',
        remittanceInformationUnstructured: 'RENT MARCH',
        bankTransactionCode: 'PMNT-ICDT-STDO',
      },
    ],
    pending: [
      {
        valueDate: '2025-03-20',
        transactionAmount: { amount: '-3.10', currency: 'GBP' },
        creditorName: 'Coffee Cart',
        remittanceInformationUnstructured: 'PENDING CARD',
      },
    ],
  },
  {
    id: 'acc-bban',
    details: { resourceId: 'res-bban', bban: '40478087654321', currency: 'GBP', displayName: 'Bills pot', cashAccountType: 'CACC' },
    balances: [{ balanceAmount: { amount: '10.00', currency: 'GBP' }, balanceType: 'expected', referenceDate: '2025-03-01' }],
    booked: [],
    pending: [],
  },
  {
    id: 'acc-iban',
    details: { resourceId: 'res-iban', iban: 'GB33BUKB20201555555555', currency: 'GBP', product: 'Easy Access Saver', cashAccountType: 'SVGS' },
    balances: [],
    booked: [],
    pending: [],
  },
  {
    id: 'acc-euro',
    details: { resourceId: 'res-euro', iban: 'DE89370400440532013000', currency: 'EUR', name: 'Euro wallet' },
    balances: [],
    booked: [],
    pending: [],
  },
];
