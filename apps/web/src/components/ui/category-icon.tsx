import type { CategoryName } from '@geulgam/contracts/constants';
import {
  Car,
  Clapperboard,
  Coins,
  MicVocal,
  Plane,
  Shirt,
  Tag,
  Trophy,
  UtensilsCrossed,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';

/** Drawn icons rather than emoji: a phone without a colour-emoji font shows boxes for those. */
const ICONS: Record<CategoryName, LucideIcon> = {
  연예: MicVocal,
  경제: Coins,
  스포츠: Trophy,
  야구: Volleyball,
  드라마: Clapperboard,
  패션: Shirt,
  자동차: Car,
  여행: Plane,
  맛집: UtensilsCrossed,
};

/** The category's icon, decorative: the category's name is always written beside it. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = ICONS[category as CategoryName] ?? Tag;
  return <Icon className={className} aria-hidden="true" data-category-icon={category} />;
}
