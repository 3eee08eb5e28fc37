import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { OnboardingPage as Page } from '../../../shared/onboarding';
import { CompleteStep } from './complete-step';
import { ConnectBankStep } from './connect-bank-step';
import { GoalsStep } from './goals-step';
import { PaydayStep } from './payday-step';
import { PaywallStep } from './paywall-step';
import { ProfilePicStep } from './profile-pic-step';
import { WelcomeStep } from './welcome-step';

const PAGES: Record<Page, ComponentType> = {
  welcome: WelcomeStep,
  payday: PaydayStep,
  goals: GoalsStep,
  'connect-bank': ConnectBankStep,
  'profile-pic': ProfilePicStep,
  paywall: PaywallStep,
  complete: CompleteStep,
};

/** /onboarding/$step: the step guard already ran (onboarding-guard.ts). */
export function OnboardingPage() {
  const { step } = useParams({ from: '/onboarding/onboarding/$step' });
  const Step = PAGES[step as Page];
  return <Step key={step} />;
}
