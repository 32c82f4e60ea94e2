import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from './error-message.ts';

/**
 * Runs a form's submission with its in-flight flag and a message for the whole form: `run` may set
 * `failure` itself (an expected failure), and anything it throws becomes a readable message.
 * `submit()` runs it once at a time; `onSubmit` is the same for a <form>.
 */
export function useFormSubmit(run: () => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    setSubmitting(true);
    try {
      await run();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return { submitting, failure, setFailure, submit, onSubmit };
}
