import { getListSupplierSettlementsQueryOptions } from '@chipmart/generated/internal/hooks/supplier/supplier';
import { lazy, Suspense } from 'react';
import { m } from '$paraglide/messages.js';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { useSession } from '@/platform/session/session-store.ts';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import type { RegistrationForm as RegistrationFormComponent } from './RegistrationForm.tsx';
import { isOpenApplication } from './review-states.ts';
import { SignInInvite } from './SignInInvite.tsx';
import './supplier.css';

/** Shown once the applications have loaded, so each loads alongside them rather than with the page. */
const ApplicationList = lazy(() => import('./ApplicationList.tsx').then((module) => ({ default: module.ApplicationList })));
const RegistrationForm = lazy(() => import('./RegistrationForm.tsx').then((module) => ({ default: module.RegistrationForm })));

/**
 * Supplier registration: visitors read what it is for and are asked to sign
 * in (the calls belong to an account); signed in, the applicant sees the
 * state of their applications and, unless one is pending or approved, the
 * form to apply.
 */
export function SupplierRegistrationPage() {
  const { token, userInfo } = useSession();
  if (!token) {
    return <SignInInvite purpose={m.supplier_registrationPurpose()} steps={[m.supplier_registrationStep1(), m.supplier_registrationStep2(), m.supplier_registrationStep3()]} />;
  }
  return <SignedInRegistration profile={userInfo} />;
}

function SignedInRegistration({ profile }: { profile: Parameters<typeof RegistrationFormComponent>[0]['profile'] }) {
  const applications = useScopedQuery(getListSupplierSettlementsQueryOptions());
  const list = applications.data?.lists ?? [];
  const open = list.find((application) => isOpenApplication(application.state));
  return (
    <div className="supplier-page">
      <p className="lead">{m.supplier_registrationPurpose()}</p>
      <section aria-labelledby="supplier-status-title" className="supplier-status">
        <h2 id="supplier-status-title" className="supplier-section-title">
          {m.supplier_applicationsTitle()}
        </h2>
        {applications.isPending ? (
          <p className="supplier-loading">
            <LoadingText />
          </p>
        ) : applications.isError ? (
          <LoadFailed onRetry={() => void applications.refetch()} />
        ) : list.length === 0 ? (
          <p className="supplier-hint">{m.supplier_noApplications()}</p>
        ) : (
          <Suspense fallback={<LoadingText />}>
            <ApplicationList applications={list} />
          </Suspense>
        )}
      </section>
      {open ? (
        <p className="supplier-note" role="status">
          {m.supplier_applicationOpen({ number: open.application_no })}
        </p>
      ) : (
        applications.isSuccess && (
          <Suspense fallback={<LoadingText />}>
            <RegistrationForm profile={profile} />
          </Suspense>
        )
      )}
    </div>
  );
}
