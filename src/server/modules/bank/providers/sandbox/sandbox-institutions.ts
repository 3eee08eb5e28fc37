import type { Institution } from '../types';

// The banks a self-hoster can "connect" with the sandbox provider. Every name says
// "(simulated)" and none is a real bank's name, so nobody mistakes sandbox data for
// their own money. Two give under 90 days of history so the UI's "90 days or more"
// filter has something to hide.

const simulated = (id: string, name: string, transactionTotalDays: number): Institution => ({
  id,
  name: `${name} (simulated)`,
  logo: null,
  transactionTotalDays,
  maxAccessValidForDays: 90,
});

export const sandboxInstitutions: Institution[] = [
  simulated('SANDBOX_BANK_GB', 'Sandbox Bank', 730),
  simulated('SANDBOX_DEMO_BUILDING_SOCIETY_GB', 'Demo Building Society', 730),
  simulated('SANDBOX_TEST_DIGITAL_BANK_GB', 'Test Digital Bank', 540),
  simulated('SANDBOX_EXAMPLE_HIGH_STREET_BANK_GB', 'Example High Street Bank', 730),
  simulated('SANDBOX_SAMPLE_SAVINGS_BANK_GB', 'Sample Savings Bank', 540),
  simulated('SANDBOX_TEST_CHALLENGER_BANK_GB', 'Test Challenger Bank', 730),
  simulated('SANDBOX_DEMO_MUTUAL_GB', 'Demo Mutual', 540),
  simulated('SANDBOX_DEMO_COMMUNITY_BANK_GB', 'Demo Community Bank', 730),
  simulated('SANDBOX_EXAMPLE_PRIVATE_BANK_GB', 'Example Private Bank', 730),
  simulated('SANDBOX_TEST_CREDIT_UNION_GB', 'Test Credit Union', 540),
  simulated('SANDBOX_SHORT_HISTORY_BANK_GB', 'Short History Bank', 60),
  simulated('SANDBOX_MINIMAL_HISTORY_BANK_GB', 'Minimal History Bank', 30),
];
