// The registration fields as one table: a row a field (username, email, mobile number…), with
// whether it is shown, whether it is required, the rule its value follows and its length. A form
// of 26 nested fieldsets is what rjsf would draw; an operator compares fields down a column.
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { type FormContext, fieldLabel } from './fields.tsx';
import { pointerOfId, sourceOf, valueAt } from './pointers.ts';

type Rule = { enabled?: boolean; required?: boolean; patternId?: string; minLength?: number; maxLength?: number };
type Rules = Record<string, Rule>;

/** The columns after the field's name: a rule's keys, each with its own input. */
const COLUMNS = [
  ['enabled', 'Shown'],
  ['required', 'Required'],
  ['patternId', 'Rule'],
  ['minLength', 'Min length'],
  ['maxLength', 'Max length'],
] as const;

/** A rule with one key changed; a key set back to nothing leaves the rule. */
function withKey(rule: Rule | undefined, key: keyof Rule, value: Rule[keyof Rule]): Rule {
  const next: Rule = { ...rule };
  if (value === undefined) delete next[key];
  else (next as Record<string, unknown>)[key] = value;
  return next;
}

export function RuleTable(props: FieldProps<Rules>) {
  const { schema, registry, formData, onChange, errorSchema, fieldPathId, disabled, readonly } = props;
  const rules = formData ?? {};
  const names = Object.keys((schema.properties ?? {}) as Record<string, RJSFSchema>);
  const ruleSchema = registry.schemaUtils.retrieveSchema((schema.properties?.[names[0]!] ?? {}) as RJSFSchema);
  const ruleProps = (ruleSchema.properties ?? {}) as Record<string, RJSFSchema>;
  const patterns = (ruleProps['patternId']?.enum ?? []) as string[];
  const id = fieldPathId.$id;
  const context = registry.formContext as FormContext;
  const pointer = pointerOfId(context.section, id);
  // A row shows the rule the site will use: the layers' (merged as last loaded) under the file's
  // own keys. A change writes only the key changed into the file; layers merge under it.
  const mergedRule = (name: string) => valueAt(context.merged, `${pointer}/${name}`) as Rule | undefined;
  const set = (name: string, key: keyof Rule, value: Rule[keyof Rule]) =>
    onChange({ ...rules, [name]: withKey(rules[name], key, value) }, fieldPathId.path);
  const number = (text: string) => (text === '' ? undefined : Number(text));
  const errorsOf = (name: string, key: string): string[] =>
    ((errorSchema as Record<string, Record<string, { __errors?: string[] }>> | undefined)?.[name]?.[key]?.__errors ?? []) as string[];
  return (
    <fieldset className="rule-table" id={id}>
      <legend>{props.uiSchema?.['ui:title'] ?? 'Fields'}</legend>
      <p className="hint">
        A field not shown is not asked for at registration; a row shows the rule the site uses, the layers’ under this file’s.
      </p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Field</th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((name) => {
              const own = rules[name];
              const layers = mergedRule(name);
              const rule: Rule = { ...layers, ...own };
              const layerKey = Object.keys(layers ?? {}).find((key) => !own || !(key in own));
              const source = layerKey && sourceOf(context.sources, `${pointer}/${name}/${layerKey}`);
              const off = disabled || readonly;
              const cellId = (key: string) => `${id}/${name}/${key}`;
              const label = (column: string) => `${fieldLabel(name)}: ${column}`;
              const errors = COLUMNS.flatMap(([key]) => errorsOf(name, key).map((message) => ({ key, message })));
              return (
                <tr key={name} className={rule.enabled ? 'shown' : undefined}>
                  <th scope="row">
                    {fieldLabel(name)}
                    {source && <span className="inherited">{own ? `partly from ${source}` : `from ${source}`}</span>}
                    {errors.map(({ key, message }) => (
                      <span key={`${key}${message}`} className="cell-error" id={`${cellId(key)}__error`}>
                        {message}
                      </span>
                    ))}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      id={cellId('enabled')}
                      aria-label={label('shown')}
                      checked={rule.enabled === true}
                      disabled={off}
                      onChange={(e) => set(name, 'enabled', e.target.checked)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      id={cellId('required')}
                      aria-label={label('required')}
                      checked={rule.required === true}
                      disabled={off || !rule.enabled}
                      onChange={(e) => set(name, 'required', e.target.checked || undefined)}
                    />
                  </td>
                  <td>
                    <select
                      id={cellId('patternId')}
                      aria-label={label('rule')}
                      value={rule.patternId ?? ''}
                      disabled={off || !rule.enabled}
                      onChange={(e) => set(name, 'patternId', e.target.value || undefined)}
                    >
                      <option value="">{`${String(ruleProps['patternId']?.default ?? 'ANY')} (not set)`}</option>
                      {patterns.map((p) => (
                        <option key={p} value={p}>
                          {p}
                        </option>
                      ))}
                    </select>
                  </td>
                  {(['minLength', 'maxLength'] as const).map((key) => (
                    <td key={key}>
                      <input
                        type="number"
                        id={cellId(key)}
                        aria-label={label(key === 'minLength' ? 'fewest characters' : 'most characters')}
                        aria-invalid={errorsOf(name, key).length > 0 || undefined}
                        aria-describedby={errorsOf(name, key).length ? `${cellId(key)}__error` : undefined}
                        min={ruleProps[key]?.minimum}
                        max={ruleProps[key]?.maximum}
                        placeholder={String(ruleProps[key]?.default ?? '')}
                        value={rule[key] ?? ''}
                        disabled={off || !rule.enabled}
                        onChange={(e) => set(name, key, number(e.target.value))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
