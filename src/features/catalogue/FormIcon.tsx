import {
  IconBottle,
  IconCapsule,
  IconDroplet,
  IconMedicineSyrup,
  IconPackage,
  IconPill,
  IconSpray,
  IconTestPipe,
  IconVaccine,
  type IconProps,
  type TablerIcon,
} from '@tabler/icons-react';

/** An icon for the dosage form, in place of a product photo (no image downloads). Keys come from formKey(). */
const forms: Record<string, TablerIcon> = {
  tablet: IconPill,
  capsule: IconCapsule,
  syrup: IconMedicineSyrup,
  inhaler: IconSpray,
  cream: IconBottle,
  sachet: IconPackage,
  injection: IconVaccine,
  drops: IconDroplet,
  strips: IconTestPipe,
};

export function FormIcon({ form, ...p }: IconProps & { form: string }) {
  const Icon = forms[form] ?? IconPill;
  return <Icon aria-hidden {...p} />;
}
