import { Mail } from 'lucide-react';
import { mailtoUrl } from '../../../shared/feedback-mail';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SettingsShell } from './settings-shell';
import { useSupportEmail } from './support-page-email';
import { LoadingStatus } from '../../components/query-status';

/** Settings > Support (spec 01 §2): the support address and a button to write to it. */
export function SupportPage() {
  const support = useSupportEmail();

  return (
    <SettingsShell title="Support" description="Questions about your account or your money? We're here to help.">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Contact us</CardTitle>
          <CardDescription>Write to our support team and we'll reply by e-mail, usually within one working day.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {support.isPending ? (
            <LoadingStatus className="py-0">Loading...</LoadingStatus>
          ) : support.isError ? (
            <p role="alert" className="text-destructive">
              We couldn't load the support address. Please try again.
            </p>
          ) : (
            <>
              <p className="break-all">
                Email:{' '}
                <a href={mailtoUrl(support.data.email)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {support.data.email}
                </a>
              </p>
              <div>
                {/* A link dressed as a button: the browser hands mailto: to the user's mail app. */}
                <Button asChild>
                  <a href={mailtoUrl(support.data.email)}>
                    <Mail aria-hidden="true" /> Contact Support
                  </a>
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">If no mail app opens, copy the address above into the e-mail service you use.</p>
            </>
          )}
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
