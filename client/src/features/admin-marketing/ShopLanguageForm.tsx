import { useState } from 'react';
import { graphql } from 'react-relay';
import type { Language, ShopLanguageFormMutation } from '../../__generated__/ShopLanguageFormMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, Radio, RadioGroup } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation ShopLanguageFormMutation($language: Language!) {
    setShopLanguage(language: $language) {
      __typename
      ... on MutationSetShopLanguageSuccess {
        language
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const LANGUAGES = [
  { value: 'BN', label: 'Bangla' },
  { value: 'EN', label: 'English' },
] as const;

/**
 * The shop's language for new visitors (issue 35): the interface language of a visitor who has not
 * chosen one and whose browser asks for neither Bangla nor English. Saved on its own, apart from the
 * marketing scripts.
 */
export function ShopLanguageForm({ language: saved }: { language: Language }) {
  const [language, setLanguage] = useState<Language>(saved);
  const [formError, setFormError] = useState<string | null>(null);
  const [save] = useMutationPromise<ShopLanguageFormMutation>(mutation);
  const { submitting, submit } = useFormSubmit(async () => {
    setFormError(null);
    try {
      // The page reads the setting again on each visit (store-and-network): no store update needed.
      const { setShopLanguage: result } = await save({ language });
      const problem = formFailure(result, 'MutationSetShopLanguageSuccess');
      if (problem) {
        setFormError(problem.message);
        return;
      }
      toast({ title: `New visitors now get the shop in ${language === 'BN' ? 'Bangla' : 'English'}` });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });
  return (
    <form
      className="marketing-form"
      aria-labelledby="shop-language"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section>
        <h2 id="shop-language">Shop language for new visitors</h2>
        <p className="marketing-form__hint" id="shop-language-hint">
          For a visitor who has not chosen a language and whose browser asks for neither Bangla nor English. A visitor’s own choice and their
          browser’s come first.
        </p>
        <RadioGroup aria-labelledby="shop-language" aria-describedby="shop-language-hint" value={language} onValueChange={(value) => setLanguage(value as Language)}>
          {LANGUAGES.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </section>
      <FormError message={formError} />
      <div>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save shop language'}
        </Button>
      </div>
    </form>
  );
}
