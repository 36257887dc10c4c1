// What the studio adds to rjsf's default form: a colour field with its contrast against the colours
// it sits on, and a note on each field whose value comes from a layer rather than the file.
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps, RegistryWidgetsType, UiSchema, WidgetProps } from '@rjsf/utils';
import { contrastRatio, THEME_PAIRS } from '../../../../core/config/contrast.ts';
import { useMemo, useState } from 'react';
import { renderMarkdown } from '../../../../src/build-time/markdown.ts';
import './fields.css';
import { api, type ConfigFile, type JsonObject } from './api.ts';
import { pointerOfId, sourceOf, valueAt } from './pointers.ts';

/** The theme's colours, as the form holds them while they are edited. */
export type ThemeColours = Record<'primary' | 'onPrimary' | 'accent' | 'background' | 'surface' | 'text', string> & {
  mutedText?: string | undefined;
};

/** What every field of a section's form can read. */
export interface FormContext {
  section: string;
  /** The brand's code, where images are uploaded for it (undefined when editing a layer). */
  brand: string | undefined;
  /** The theme as the site would use it: the layers' values with this file's edits over them. */
  theme: ThemeColours;
  /** Pointer → layer, for values a layer set. */
  sources: Record<string, string>;
  /** Pointer → the layer (and its value) that a value of the file overrides. */
  overrides: ConfigFile['overrides'];
  /** Drops the file's own value at a pointer, so that its layer's shows again. */
  reset: (pointer: string) => void;
  /** The merged config as last loaded, for inherited values. */
  merged: JsonObject | undefined;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The colour pairs the site draws that involve the field at `pointer`, read against the theme as edited. */
function readings(pointer: string, theme: ThemeColours) {
  const colour = (name: keyof ThemeColours) => theme[name] ?? (name === 'mutedText' ? theme.text : '');
  return THEME_PAIRS.filter((pair) => `/brand/theme/${pair.fg}` === pointer || `/brand/theme/${pair.bg}` === pointer)
    .map((pair) => ({ ...pair, what: pair.refused ?? `${pair.fg} on ${pair.bg}`, fgColour: colour(pair.fg), bgColour: colour(pair.bg) }))
    .filter((pair) => COLOUR.test(pair.fgColour) && COLOUR.test(pair.bgColour))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.fgColour, pair.bgColour) }));
}

/** A #rrggbb field: a picker, the text, and its contrast readings (live, as the operator types). */
function ColourWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  const context = registry.formContext as FormContext;
  const pointer = pointerOfId(context.section, id);
  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => onChange(next === '' ? undefined : next);
  const pairs = pointer.startsWith('/brand/theme/') ? readings(pointer, context.theme) : [];
  return (
    <div className="colour">
      <div className="colour-inputs">
        <input
          type="color"
          aria-label={`${props.label || 'colour'}: picker`}
          value={COLOUR.test(text) ? text.toLowerCase() : '#000000'}
          disabled={disabled || readonly}
          onChange={(event) => change(event.target.value)}
          onBlur={() => onBlur(id, value)}
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          disabled={disabled || readonly}
          aria-describedby={pairs.length ? `${id}__contrast` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      </div>
      {pairs.length > 0 && (
        <ul className="contrast" id={`${id}__contrast`}>
          {pairs.map((pair) => (
            <li key={pair.what} className={pair.ratio < pair.least ? 'contrast-low' : 'contrast-ok'}>
              <span className="swatch" style={{ background: pair.bgColour, color: pair.fgColour }} aria-hidden="true">
                Aa
              </span>{' '}
              {pair.what}: {pair.ratio.toFixed(2)}:1 {pair.ratio < pair.least ? `too little contrast (needs ${pair.least}:1)` : 'readable'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** ISO 4217 codes as the browser knows them: the currency field's list. */
const CURRENCIES = Intl.supportedValuesOf('currency');

/**
 * A currency code, typed or picked from the ISO 4217 list: rjsf offers a field's schema examples as
 * the input's datalist, so the list is given as its examples (a code the browser lacks still types).
 */
function CurrencyWidget(props: WidgetProps) {
  const Text = props.registry.widgets['TextWidget']!;
  return <Text {...props} schema={{ ...props.schema, examples: CURRENCIES }} />;
}

/** An asset path: the text, the image it names, and an upload that sizes the file and fills in its path. */
function AssetWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, registry, label } = props;
  const context = registry.formContext as FormContext;
  const [status, setStatus] = useState('');
  const text = typeof value === 'string' ? value : '';
  const name = (
    pointerOfId(context.section, id)
      .split('/')
      .filter((s) => !/^\d+$/.test(s))
      .at(-1) ?? 'image'
  )
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  const upload = async (file: File | undefined) => {
    if (!file || !context.brand) return;
    setStatus('Uploading…');
    try {
      const answer = await api.upload(context.brand, name, file);
      onChange(answer.path);
      setStatus(`Uploaded: ${answer.width} × ${answer.height} px, saved as ${answer.path}.`);
    } catch (error) {
      setStatus((error as Error).message);
    }
  };
  return (
    <div className="asset">
      <div className="colour-inputs">
        {text && <img src={api.asset(text)} alt="" height="32" />}
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      </div>
      {context.brand && (
        <label className="upload">
          Upload an image for {label || 'this field'} (PNG, JPEG, WebP or SVG)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml"
            disabled={disabled || readonly}
            onChange={(event) => upload(event.target.files?.[0])}
          />
        </label>
      )}
      <p role="status" className="upload-status" id={`${id}__upload`}>
        {status}
      </p>
    </div>
  );
}

/**
 * A Markdown text (a help article's body): the source, and beside it the article as the site shows
 * it, rendered by the site's own renderer (raw HTML shown as text, unsafe links reduced to their text).
 */
function MarkdownWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly } = props;
  const text = typeof value === 'string' ? value : '';
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <div className="markdown">
      <textarea
        id={id}
        rows={8}
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <div className="markdown-preview" id={`${id}__preview`}>
        <p className="hint">As the site shows it:</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's renderer escapes raw HTML and drops unsafe links */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}

const DefaultSelect = getDefaultRegistry().widgets['SelectWidget']!;

/**
 * rjsf's list of choices, which for a field the file does not set shows what the site will use
 * (a layer's value, else the schema's default) as its first, empty choice: rjsf leaves that choice
 * out where the schema has a default, and the browser then shows the first value of the list
 * ("flat" where the preset gives "raised"). Picking it leaves the field unset again.
 */
function SelectWidget(props: WidgetProps) {
  if (props.multiple || props.value !== undefined) return <DefaultSelect {...props} />;
  const context = props.registry.formContext as FormContext;
  const inherited = valueAt(context.merged, pointerOfId(context.section, props.id)) ?? props.schema.default;
  const placeholder = inherited === undefined ? '—' : `${String(inherited)} (not set here)`;
  return <DefaultSelect {...props} schema={{ ...props.schema, default: undefined }} placeholder={placeholder} />;
}

export const widgets: RegistryWidgetsType = {
  colour: ColourWidget,
  asset: AssetWidget,
  markdown: MarkdownWidget,
  currency: CurrencyWidget,
  SelectWidget,
};

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/**
 * rjsf's field, with a note when the value is a layer's rather than the file's own, and where the
 * file overrides a layer's value, a button that gives the layer's value back.
 */
function FieldTemplate(props: FieldTemplateProps) {
  const context = props.registry.formContext as FormContext;
  const pointer = pointerOfId(context.section, props.id);
  // The field's own data, not the whole draft's: the context stays the same object while typing.
  const own = props.formData !== undefined;
  const override = context.overrides[pointer];
  const source =
    !own && props.schema.type !== 'object' && pointer !== `/${context.section}`
      ? (override?.layer ?? sourceOf(context.sources, pointer))
      : undefined;
  const inherited = override ? override.value : source ? valueAt(context.merged, pointer) : undefined;
  return (
    <>
      <DefaultFieldTemplate {...props} />
      {source && inherited !== undefined && (
        <p className="inherited" id={`${props.id}__layer`}>
          From {source}: <code>{JSON.stringify(inherited)}</code>
        </p>
      )}
      {own && override && (
        <p className="inherited" id={`${props.id}__layer`}>
          {override.layer} sets <code>{JSON.stringify(override.value)}</code>{' '}
          <button
            type="button"
            className="reset"
            aria-label={`Reset to ${override.layer} (${props.label || pointer})`}
            onClick={() => context.reset(pointer)}
          >
            Reset to {override.layer}
          </button>
        </p>
      )}
    </>
  );
}

export const templates = { FieldTemplate };

/** The ui schema of a section: colour, image and Markdown fields get their widgets, wherever they are. */
export function uiSchemaOf(node: unknown): UiSchema {
  if (!node || typeof node !== 'object') return {};
  const schema = node as Record<string, unknown>;
  // The registration fields' rules: one table, a row a field (RuleTable.tsx).
  if (schema['title'] === 'RegistrationFields') return { 'ui:field': 'ruleTable' };
  if (schema['type'] === 'string' && schema['pattern'] === COLOUR.source) return { 'ui:widget': 'colour' };
  if (schema['type'] === 'string' && typeof schema['pattern'] === 'string' && schema['pattern'].includes('(svg|png'))
    return { 'ui:widget': 'asset' };
  if (schema['type'] === 'string' && typeof schema['description'] === 'string' && schema['description'].startsWith('ISO 4217'))
    return { 'ui:widget': 'currency' };
  if (schema['type'] === 'string' && typeof schema['description'] === 'string' && /\bin Markdown\b/.test(schema['description']))
    return { 'ui:widget': 'markdown' };
  const ui: UiSchema = {};
  const properties = schema['properties'];
  if (properties && typeof properties === 'object')
    for (const [key, child] of Object.entries(properties)) {
      // A field is named by its key: a shared definition's title ("Color") would name every colour alike.
      ui[key] = { 'ui:title': fieldLabel(key), ...uiSchemaOf(child) };
    }
  const items = uiSchemaOf(schema['items']);
  if (Object.keys(items).length) ui['items'] = items;
  const additional = uiSchemaOf(schema['additionalProperties']);
  if (Object.keys(additional).length) ui['additionalProperties'] = additional;
  return ui;
}

/** A key as a label: "onPrimary" → "On primary", "w_home" → "W home". */
export function fieldLabel(key: string): string {
  if (key === key.toUpperCase()) return key;
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
