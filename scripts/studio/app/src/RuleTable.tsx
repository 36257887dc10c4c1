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
  ['enabled', 'Shown', 'shown'],
  ['required', 'Required', 'required'],
  ['patternId', 'Rule', 'rule'],
  ['minLength', 'Min length', 'fewest characters'],
  ['maxLength', 'Max length', 'most characters'],
] as const;

/** A rule with one key changed; a key set back to nothing leaves the rule. */
function withKey(rule: Rule | undefined, key: keyof Rule, value: Rule[keyof Rule]): Rule {
  const next: Rule = { ...rule };
  if (value === undefined) delete next[key];
  else (next as Record<string, unknown>)[key] = value;
  return next;
}

export function RuleTable(props: FieldProps) {
  const { schema, registry, formData, onChange, errorSchema, fieldPathId, disabled, readonly } = props;
  const rules = (formData ?? {}) as Rules;
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
  /** The input of one cell: a check box, the rule's list, or a length. */
  const control = (name: string, key: keyof Rule, rule: Rule, common: Record<string, unknown>) => {
    if (key === 'enabled' || key === 'required')
      return (
        <input
          type="checkbox"
          {...common}
          checked={rule[key] === true}
          // Written as true or false: a key left out would give back a layer's (the defaults make username required).
          onChange={(e) => set(name, key, e.target.checked)}
        />
      );
    if (key === 'patternId')
      return (
        <select {...common} value={rule.patternId ?? ''} onChange={(e) => set(name, key, e.target.value || undefined)}>
          <option value="">{`${String(ruleProps['patternId']?.default ?? 'ANY')} (not set)`}</option>
          {patterns.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      );
    return (
      <input
        type="number"
        {...common}
        min={ruleProps[key]?.minimum}
        max={ruleProps[key]?.maximum}
        placeholder={String(ruleProps[key]?.default ?? '')}
        value={rule[key] ?? ''}
        onChange={(e) => set(name, key, number(e.target.value))}
      />
    );
  };
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
                  {COLUMNS.map(([key, , word]) => {
                    const invalid = errorsOf(name, key).length > 0;
                    const common = {
                      id: cellId(key),
                      'aria-label': label(word),
                      'aria-invalid': invalid || undefined,
                      'aria-describedby': invalid ? `${cellId(key)}__error` : undefined,
                      // Only whether it is shown means something for a field that is not.
                      disabled: off || (key !== 'enabled' && !rule.enabled),
                    };
                    return <td key={key}>{control(name, key, rule, common)}</td>;
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
