import type { Deps } from '../../deps';
import { worksheetMail } from '../../mail/templates';
import { hitRateLimit } from '../../security/rate-limit';
import { upsertLead } from './queries';

/** Keeps the lead and mails the worksheet to them. */
export async function requestWorksheet(deps: Deps, lead: { name: string; email: string }, ip: string) {
  await hitRateLimit(deps.db, `lead:ip:${ip}`, deps.config.rateLimits.leadPerIp);
  // Per recipient too: many clients must not be able to fill one stranger's inbox.
  await hitRateLimit(deps.db, `lead:email:${lead.email}`, deps.config.rateLimits.mailPerEmail);
  await upsertLead(deps.db, lead);
  await deps.mailer.send(worksheetMail(lead.email, lead.name));
}
