import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ANALYTICS_PROJECT_ID, MAX_PIXELS, PIXEL_ID_RULES, PIXEL_KINDS, TAG_MANAGER_ID, type PixelKind } from '#shared/marketing-ids.ts';
import { pathPatternProblem } from '#shared/path-patterns.ts';
import type { MarketingForm_settings$key } from '../../__generated__/MarketingForm_settings.graphql.ts';
import type { MarketingFormMutation } from '../../__generated__/MarketingFormMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, CheckboxField, EmptyState, FieldFrame, FormError, Select, TextAreaField, TextField } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import './MarketingForm.css';

const mutation = graphql`
  mutation MarketingFormMutation($input: UpdateMarketingSettingsInput!) {
    updateMarketingSettings(input: $input) {
      __typename
      ... on MutationUpdateMarketingSettingsSuccess {
        settings {
          ...MarketingForm_settings
        }
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

interface PixelRow {
  key: number;
  kind: PixelKind;
  pixelId: string;
  /** One pattern a line. */
  patterns: string;
  enabled: boolean;
}

interface FormState {
  pixels: PixelRow[];
  tagManagerId: string;
  tagManagerEnabled: boolean;
  analyticsProjectId: string;
  analyticsEnabled: boolean;
}

type Errors = Record<string, string>;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The same rules the server applies, keyed like its ValidationError fields (`pixels.0.pixelId`). */
export function marketingFormErrors(state: FormState): Errors {
  const errors: Errors = {};
  const seen = new Set<string>();
  state.pixels.forEach((pixel, index) => {
    const id = pixel.pixelId.trim();
    if (!PIXEL_ID_RULES[pixel.kind].pattern.test(id)) errors[`pixels.${index}.pixelId`] = PIXEL_ID_RULES[pixel.kind].message;
    else if (seen.has(`${pixel.kind}:${id}`)) errors[`pixels.${index}.pixelId`] = 'This pixel is listed twice';
    seen.add(`${pixel.kind}:${id}`);
    const problem = linesOf(pixel.patterns)
      .map((pattern) => [pattern, pathPatternProblem(pattern)] as const)
      .find(([, p]) => p);
    if (problem) errors[`pixels.${index}.pathPatterns`] = `${problem[0]}: ${problem[1]}`;
  });
  const gtm = state.tagManagerId.trim();
  if (gtm && !TAG_MANAGER_ID.pattern.test(gtm)) errors.tagManagerId = TAG_MANAGER_ID.message;
  else if (state.tagManagerEnabled && !gtm) errors.tagManagerId = 'Enter the container id to switch the tag manager on';
  const clarity = state.analyticsProjectId.trim();
  if (clarity && !ANALYTICS_PROJECT_ID.pattern.test(clarity)) errors.analyticsProjectId = ANALYTICS_PROJECT_ID.message;
  else if (state.analyticsEnabled && !clarity) errors.analyticsProjectId = 'Enter the project id to switch the analytics on';
  return errors;
}

/** A server error on `pixels.0.pathPatterns.2` shows under the pixel's patterns. */
const fieldKey = (field: string) => field.replace(/^(pixels\.\d+\.pathPatterns)\.\d+$/, '$1');

/** Props of a design-system field driven by plain state. */
function controlled(name: string, value: string, set: (value: string) => void, error?: string): FieldProps {
  return {
    name,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(event.currentTarget.value),
    onBlur: () => {},
    ref: () => () => {},
  };
}

/** The marketing settings as one form: pixels (rows), the tag manager and the analytics, saved together. */
export function MarketingForm({ settings: key }: { settings: MarketingForm_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment MarketingForm_settings on MarketingSettings {
        pixels {
          kind
          pixelId
          pathPatterns
          enabled
        }
        tagManagerId
        tagManagerEnabled
        analyticsProjectId
        analyticsEnabled
      }
    `,
    key,
  );
  const saved = useMemo<FormState>(
    () => ({
      pixels: settings.pixels.map((p, index) => ({ key: index, kind: p.kind as PixelKind, pixelId: p.pixelId, patterns: p.pathPatterns.join('\n'), enabled: p.enabled })),
      tagManagerId: settings.tagManagerId ?? '',
      tagManagerEnabled: settings.tagManagerEnabled,
      analyticsProjectId: settings.analyticsProjectId ?? '',
      analyticsEnabled: settings.analyticsEnabled,
    }),
    [settings],
  );
  const [state, setState] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [nextKey, setNextKey] = useState(saved.pixels.length);
  const [save] = useMutationPromise<MarketingFormMutation>(mutation);

  const update = (change: Partial<FormState>) => setState((current) => ({ ...current, ...change }));
  const updatePixel = (index: number, change: Partial<PixelRow>) =>
    setState((current) => ({ ...current, pixels: current.pixels.map((p, i) => (i === index ? { ...p, ...change } : p)) }));
  const addPixel = () => {
    setState((current) => ({ ...current, pixels: [...current.pixels, { key: nextKey, kind: 'META', pixelId: '', patterns: '', enabled: true }] }));
    setNextKey((k) => k + 1);
  };
  const removePixel = (index: number) => {
    setState((current) => ({ ...current, pixels: current.pixels.filter((_, i) => i !== index) }));
    setErrors({});
  };

  const { submitting, submit } = useFormSubmit(async () => {
    setFormError(null);
    const found = marketingFormErrors(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Check the highlighted fields; nothing was saved.');
      return;
    }
    try {
      const { updateMarketingSettings: result } = await save({
        input: {
          pixels: state.pixels.map((p) => ({ kind: p.kind, pixelId: p.pixelId.trim(), pathPatterns: linesOf(p.patterns), enabled: p.enabled })),
          tagManagerId: state.tagManagerId.trim() || null,
          tagManagerEnabled: state.tagManagerEnabled,
          analyticsProjectId: state.analyticsProjectId.trim() || null,
          analyticsEnabled: state.analyticsEnabled,
        },
      });
      const problem = formFailure(result, 'MutationUpdateMarketingSettingsSuccess');
      if (problem) {
        setErrors(Object.fromEntries(Object.entries(problem.fields).map(([field, message]) => [fieldKey(field), message])));
        setFormError(problem.message);
        return;
      }
      toast({ title: 'Marketing settings saved' });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <form
      className="marketing-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section aria-labelledby="marketing-pixels">
        <h2 id="marketing-pixels">Ad pixels</h2>
        <p className="marketing-form__hint">
          Each pixel gets a page view on the paths its patterns choose, one a line: <code>/book/*</code> one segment, <code>/ebook/**</code> any depth,{' '}
          <code>/cart</code> exactly, <code>!/admin/**</code> to leave out. No pattern: every page. Meta pixels also hear of add-to-cart.
        </p>
        {state.pixels.length === 0 ? (
          <EmptyState titleAs="p" title="No pixel yet." description="Add one to report page views to an ad platform." />
        ) : (
          <ol className="marketing-form__pixels">
            {state.pixels.map((pixel, index) => {
              const n = index + 1;
              const rule = PIXEL_ID_RULES[pixel.kind];
              return (
                <li key={pixel.key} className="marketing-form__pixel">
                  <FieldFrame label={`Kind of pixel ${n}`}>
                    {({ id }) => (
                      <Select id={id} value={pixel.kind} onChange={(event) => updatePixel(index, { kind: event.currentTarget.value as PixelKind })}>
                        {PIXEL_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {PIXEL_ID_RULES[kind].label}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FieldFrame>
                  <TextField
                    label={`Id of pixel ${n}`}
                    placeholder={rule.example}
                    {...controlled(`pixels.${index}.pixelId`, pixel.pixelId, (pixelId) => updatePixel(index, { pixelId }), errors[`pixels.${index}.pixelId`])}
                  />
                  <TextAreaField
                    label={`Paths of pixel ${n}`}
                    rows={3}
                    placeholder="Every page"
                    {...controlled(`pixels.${index}.pathPatterns`, pixel.patterns, (patterns) => updatePixel(index, { patterns }), errors[`pixels.${index}.pathPatterns`])}
                  />
                  <div className="marketing-form__pixel-actions">
                    <CheckboxField label={`Pixel ${n} on`} checked={pixel.enabled} onChange={(enabled) => updatePixel(index, { enabled })} />
                    <Button variant="ghost" size="sm" onClick={() => removePixel(index)}>
                      Remove pixel {n}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <Button onClick={addPixel} disabled={state.pixels.length >= MAX_PIXELS}>
          Add a pixel
        </Button>
      </section>

      <ScriptSection
        title="Tag manager"
        idLabel="Google Tag Manager container id"
        example={TAG_MANAGER_ID.example}
        id={controlled('tagManagerId', state.tagManagerId, (tagManagerId) => update({ tagManagerId }), errors.tagManagerId)}
        switchLabel="Tag manager on"
        enabled={state.tagManagerEnabled}
        onEnabledChange={(tagManagerEnabled) => update({ tagManagerEnabled })}
      />
      <ScriptSection
        title="Behaviour analytics"
        idLabel="Microsoft Clarity project id"
        example={ANALYTICS_PROJECT_ID.example}
        id={controlled('analyticsProjectId', state.analyticsProjectId, (analyticsProjectId) => update({ analyticsProjectId }), errors.analyticsProjectId)}
        switchLabel="Analytics on"
        enabled={state.analyticsEnabled}
        onEnabledChange={(analyticsEnabled) => update({ analyticsEnabled })}
      />

      <FormError message={formError} />
      <div>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save marketing settings'}
        </Button>
      </div>
    </form>
  );
}

interface ScriptSectionProps {
  title: string;
  idLabel: string;
  example: string;
  id: FieldProps;
  switchLabel: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
}

/** One script other than the pixels: its id and its switch. */
function ScriptSection({ title, idLabel, example, id, switchLabel, enabled, onEnabledChange }: ScriptSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <TextField label={idLabel} placeholder={example} {...id} />
      <CheckboxField label={switchLabel} checked={enabled} onChange={onEnabledChange} />
    </section>
  );
}
