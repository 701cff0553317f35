import { Button, Flex, Input, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/index.ts';
import { settingsApi } from './api.ts';
import { type Draft, draftOf, isChanged, parseDraft, type Setting, valueErrors } from './setting-values.ts';

interface Props {
  setting: Setting;
  canEdit: boolean;
  /** The stored setting after a save. */
  onSaved: (saved: Setting) => void;
}

/** The control of a setting's type; `id` is `setting-<alias>`. */
function ValueControl({
  setting,
  draft,
  onChange,
  disabled,
  invalid,
  onEnter,
}: {
  setting: Setting;
  draft: Draft;
  onChange: (draft: Draft) => void;
  disabled: boolean;
  invalid: boolean;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const id = `setting-${setting.alias}`;
  const status = invalid ? 'error' : undefined;
  switch (setting.type) {
    case 'number':
      return (
        <InputNumber
          id={id}
          aria-label={setting.name}
          value={typeof draft === 'number' ? draft : null}
          onChange={(n) => onChange(typeof n === 'number' ? n : null)}
          onPressEnter={onEnter}
          disabled={disabled}
          status={status}
          style={{ width: 200 }}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          aria-label={setting.name}
          checked={draft === true}
          onChange={(checked) => onChange(checked)}
          disabled={disabled}
          checkedChildren={t('settings.general.on')}
          unCheckedChildren={t('settings.general.off')}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          aria-label={setting.name}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          status={status}
          autoSize={{ minRows: 2, maxRows: 12 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace', width: 420, maxWidth: '100%' }}
        />
      );
    default:
      return (
        <Input
          id={id}
          aria-label={setting.name}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={onEnter}
          disabled={disabled}
          status={status}
          maxLength={1000}
          style={{ width: 360, maxWidth: '100%' }}
        />
      );
  }
}

/**
 * One setting's value with a control of its type and its own Save
 * (`PUT /user/general-settings/:alias`); what is wrong with the value (a JSON
 * that does not parse, the server's 400) shows under it. Keyed by the stored
 * value, so a new value starts a fresh draft.
 */
export function SettingEditor({ setting, canEdit, onSaved }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(setting));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const changed = isChanged(setting, draft);

  const save = async () => {
    if (!canEdit || !changed || saving) return;
    const parsed = parseDraft(setting.type, draft);
    if (!parsed.ok) {
      setErrors([t(parsed.key, parsed.params)]);
      return;
    }
    setSaving(true);
    try {
      const saved = await settingsApi.saveSetting(setting.alias, parsed.value);
      setErrors([]);
      onSaved({ ...setting, ...saved });
    } catch (error) {
      // The main client also shows the toast; the row keeps what concerns it.
      if (error instanceof ApiError)
        setErrors(valueErrors(error.errors, error.body.message ?? error.message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="start" wrap>
        <ValueControl
          setting={setting}
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setErrors([]);
          }}
          disabled={!canEdit}
          invalid={errors.length > 0}
          onEnter={() => void save()}
        />
        {canEdit && (
          <Button
            type="primary"
            data-testid={`setting-save-${setting.alias}`}
            disabled={!changed}
            loading={saving}
            onClick={() => void save()}
          >
            {t('settings.general.save')}
          </Button>
        )}
      </Flex>
      {errors.length > 0 && (
        <div data-testid={`setting-error-${setting.alias}`} role="alert">
          {errors.map((line) => (
            <Typography.Text key={line} type="danger" style={{ display: 'block' }}>
              {line}
            </Typography.Text>
          ))}
        </div>
      )}
    </Flex>
  );
}
