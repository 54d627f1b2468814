import { NativeSelect } from '@mantine/core';
import { CREATABLE_ROLES, PLAN_CHOICES, type TCreatableRole, type TPlan } from '@stol/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/translations';
import { withRole, type TUserFormValues } from './user-form-values';

interface RoleFieldsProps {
  values: TUserFormValues;
  onChange: (next: TUserFormValues) => void;
}

/** Role and plan: the plans offered are the role's (guest spec §6), and a role change resets plan and restaurants. */
export function RoleFields({ values, onChange }: RoleFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <NativeSelect
        label={t('users.fields.role')}
        data={CREATABLE_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        value={values.role}
        onChange={(event) => onChange(withRole(values, event.currentTarget.value as TCreatableRole))}
      />
      <NativeSelect
        label={t('users.fields.plan')}
        data={PLAN_CHOICES[values.role].plans.map((plan) => ({
          value: plan,
          label: t(`users.plans.${plan}`),
        }))}
        value={values.plan}
        onChange={(event) => onChange({ ...values, plan: event.currentTarget.value as TPlan })}
      />
    </>
  );
}
