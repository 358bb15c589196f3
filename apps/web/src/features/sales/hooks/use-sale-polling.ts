import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../i18n/use-lang';
import { saleQuery } from '../api/get-sale';
import { nextPoll, POLL_LIMIT_MS } from '../model/poll-schedule';

/**
 * The sale of a result page, asked for again while it is pending (spec §4: activation may take
 * several minutes and is never repeated by the buyer), backing off, for at most five minutes.
 * `waitedTooLong` says the page stopped asking while the sale was still pending; `askAgain`
 * starts another round.
 */
export function useSalePolling(transId: string | null) {
  const lang = useLang();
  const [since, setSince] = useState(() => Date.now());
  const query = useQuery({
    ...saleQuery(lang, transId ?? ''),
    enabled: transId !== null,
    refetchInterval: (current) =>
      nextPoll(
        current.state.data?.pending ?? false,
        current.state.dataUpdateCount,
        Date.now() - since,
      ),
  });
  // The last answer came after the time limit: the schedule has stopped asking.
  const waitedTooLong =
    (query.data?.pending ?? false) && query.dataUpdatedAt - since >= POLL_LIMIT_MS;
  return {
    query,
    waitedTooLong,
    askAgain: () => {
      setSince(Date.now());
      void query.refetch();
    },
  };
}
