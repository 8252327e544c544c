import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useVerifyZChain } from '../api/verify-z-chain';

/** Checks every till's Z report chain on the server and says whether any stored figure was changed (the answer
 * takes the row's full width below the button). */
export function VerifyZChainButton() {
  const intl = useIntl();
  const [asked, setAsked] = useState(false);
  const check = useVerifyZChain(asked);
  const broken = check.data?.tills.filter((till) => !till.ok) ?? [];
  return (
    <>
      <Button
        variant="outline"
        disabled={check.isFetching}
        onClick={() => (asked ? void check.refetch() : setAsked(true))}
      >
        <ShieldCheck /> <FormattedMessage id="shift.zChain.verify" defaultMessage="Verify Z chain" />
      </Button>
      {check.data && !check.isFetching && (
        <Alert variant={check.data.ok ? 'default' : 'destructive'} role="status" className="basis-full">
          <AlertTitle>
            {check.data.ok
              ? intl.formatMessage(
                  { id: 'shift.zChain.ok', defaultMessage: 'All {count} Z reports check out' },
                  { count: check.data.checked },
                )
              : intl.formatMessage({ id: 'shift.zChain.broken', defaultMessage: 'The Z report chain is broken' })}
          </AlertTitle>
          <AlertDescription>
            {check.data.ok
              ? intl.formatMessage(
                  { id: 'shift.zChain.intact', defaultMessage: 'Every till’s chain is intact: {tills}.' },
                  { tills: check.data.tills.map((t) => `${t.till.name} (${t.checked})`).join(', ') },
                )
              : broken
                  .map((till) =>
                    intl.formatMessage(
                      { id: 'shift.zChain.brokenAt', defaultMessage: '{till}: {at}, {problem}.' },
                      { till: till.till.name, at: till.brokenAt, problem: till.problem?.toLowerCase() },
                    ),
                  )
                  .join(' ')}
          </AlertDescription>
        </Alert>
      )}
      {check.isError && <p className="basis-full text-sm text-destructive">{check.error.message}</p>}
    </>
  );
}
