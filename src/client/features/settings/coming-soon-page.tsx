import { Gift, Share2, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { SettingsShell } from './settings-shell';

type Placeholder = { title: string; description: string; icon: LucideIcon; promise: string };

/** The settings screens the spec keeps as 'Coming Soon' placeholders. */
const PAGES = {
  referrals: {
    title: 'Invite a Friend',
    description: 'Share Plain Sight with the people you care about.',
    icon: Gift,
    promise: 'Soon you will be able to invite friends and both get something for it.',
  },
  affiliate: {
    title: 'Share & Earn',
    description: 'Earn rewards for recommending Plain Sight.',
    icon: Share2,
    promise: 'Soon you will be able to share your own link and earn when people subscribe through it.',
  },
} satisfies Record<string, Placeholder>;

function ComingSoon({ title, description, icon: Icon, promise }: Placeholder) {
  return (
    <SettingsShell title={title} description={description}>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Coming Soon</h2>
          <p className="max-w-md text-muted-foreground">{promise}</p>
        </CardContent>
      </Card>
    </SettingsShell>
  );
}

export const ReferralsPage = () => <ComingSoon {...PAGES.referrals} />;
export const AffiliatePage = () => <ComingSoon {...PAGES.affiliate} />;
