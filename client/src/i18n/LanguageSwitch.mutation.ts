import { graphql } from 'react-relay';

/** Loaded on the first switch (LanguageSwitch.tsx), not with the header that shows it. */
export default graphql`
  mutation LanguageSwitchSetLanguageMutation($language: Language!) {
    setLanguage(language: $language)
  }
`;
