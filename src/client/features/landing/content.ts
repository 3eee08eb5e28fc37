import { CalendarCheck, Landmark, LayoutDashboard, Link2, ReceiptPoundSterling, Search, type LucideIcon } from 'lucide-react';

/**
 * The section anchors shared by the header and the footer. The labels and targets are
 * crossed on purpose: the spec pairs 'How It Works' with #features and 'Features' with
 * #how-it-works, so don't "fix" them.
 */
export const sectionLinks = [
  { label: 'How It Works', href: '#features' },
  { label: 'Features', href: '#how-it-works' },
  { label: 'Resources', href: '#resources' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'FAQ', href: '#faq' },
] as const;

export type Step = { title: string; body: string; icon: LucideIcon };

export const steps: Step[] = [
  {
    title: 'Link your bank, read-only',
    body: 'Connect your current account in a couple of minutes. Access is read-only, so we can look but never touch.',
    icon: Landmark,
  },
  {
    title: 'We find your bills and income',
    body: 'Plain Sight spots your pay, direct debits and standing orders for you. No spreadsheets, no typing.',
    icon: Search,
  },
  {
    title: "See what's left until payday",
    body: 'Know what you can spend between now and your next payday, in plain English.',
    icon: CalendarCheck,
  },
];

export type Feature = { title: string; body: string; cta: string; icon: LucideIcon };

export const features: Feature[] = [
  {
    title: 'One simple dashboard',
    body: 'See your money in, your bills and your money after bills at a glance, plus what you can spend today, this week and this month.',
    cta: 'Get your dashboard',
    icon: LayoutDashboard,
  },
  {
    title: 'An all-in-one bank hub',
    body: 'Bring your accounts together in one place and watch big bills like your mortgage, car finance and loans go down as you pay them off.',
    cta: 'Connect your banks',
    icon: Landmark,
  },
  {
    title: 'Automated bill tracking',
    body: 'We find your bills for you and show which ones are paid and which are still upcoming before payday, so nothing catches you out.',
    cta: 'Track my bills',
    icon: ReceiptPoundSterling,
  },
  {
    title: 'Link any UK account',
    body: 'Connect any of 116+ UK current accounts securely with read-only access: we can see your money, never move it.',
    cta: 'Link your account',
    icon: Link2,
  },
];

export type Testimonial = { quote: string; name: string; place: string };

export const testimonials: Testimonial[] = [
  {
    quote: "I finally know what's left after my bills without opening a spreadsheet. Payday doesn't sneak up on me any more.",
    name: 'Priya',
    place: 'Leeds',
  },
  {
    quote: "Watching my car finance go down every month is oddly motivating. It's the first money app I've actually stuck with.",
    name: 'Gareth',
    place: 'Cardiff',
  },
  {
    quote: "I'm not a numbers person, but this just makes sense. I check it with my morning cuppa.",
    name: 'Siobhan',
    place: 'Belfast',
  },
  {
    quote: 'All three of my accounts in one place, and it shows which bills are still to come. No more nasty surprises.',
    name: 'Callum',
    place: 'Glasgow',
  },
];

export type Faq = { question: string; answer: string };

export const faqs: Faq[] = [
  {
    question: 'Can Plain Sight move my money?',
    answer:
      'No. Plain Sight only ever has read-only access to your bank: it can see your balances and transactions, but it can never move money, make payments or change anything in your account.',
  },
  {
    question: 'Which banks can I connect?',
    answer: 'You can link any of 116+ UK current accounts, from the big high-street banks to building societies and app-only banks.',
  },
  {
    question: 'How do I switch or cancel my plan?',
    answer:
      "Go to Settings, then Subscription. From there you can open our payment provider's secure portal to switch between monthly and yearly, or cancel at any time.",
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'A dedicated mobile app is coming soon. In the meantime, the Plain Sight web app works in the browser on your phone, tablet or computer, with nothing to install.',
  },
  {
    question: 'How does the free trial work?',
    answer: "Every new account gets 7 days to try everything for free. If it isn't for you, simply cancel before the trial ends.",
  },
  {
    question: 'Do I need to be good with money?',
    answer:
      "Not at all. Plain Sight is built for people who'd rather not think about money all day: no jargon, no spreadsheets, just what's coming in, what's going out and what's left.",
  },
];
