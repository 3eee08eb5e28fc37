import type { Deps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import * as authQ from './queries';

type Who = { to: string; firstName: string; settingsUrl: string };

/** Security mail goes after the answer; a failure is logged and changes nothing (decision 029). */
export function sendSecurityMail(deps: Deps, userId: string, build: (who: Who) => MailMessage) {
  setImmediate(() => {
    void (async () => {
      const user = await authQ.findUserById(deps.db, userId);
      if (!user) return;
      await deps.mailer.send(build({ to: user.email, firstName: user.first_name, settingsUrl: `${deps.config.appOrigin}/settings/2fa` }));
    })().catch((err: unknown) => deps.logger.error({ err, userId }, 'security mail not sent'));
  });
}
