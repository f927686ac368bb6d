import type { CategoryIcon, PlatformCategory } from "@smm/domain";
import {
  Camera,
  CirclePlay,
  Gamepad2,
  Globe,
  Headphones,
  LayoutGrid,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Music2,
  Send,
  ThumbsUp,
} from "lucide-react";

/**
 * lucide has no brand logos, so each platform gets a neutral symbol, looked up by the platform's `icon` name and
 * then its id; anything unknown is a globe. An app with brand artwork passes `renderPlatformIcon` instead.
 */
const byCategoryIcon: Record<CategoryIcon, LucideIcon> = {
  instagram: Camera,
  youtube: CirclePlay,
  tiktok: Music2,
  facebook: ThumbsUp,
  twitter: MessageCircle,
  telegram: Send,
  spotify: Headphones,
  twitch: Gamepad2,
  discord: MessagesSquare,
  globe: Globe,
};

/** The "All" tab's icon, and other names a category written before the icon choice may hold. */
const icons: Record<string, LucideIcon> = {
  all: LayoutGrid,
  grid: LayoutGrid,
  camera: Camera,
  play: CirclePlay,
  music: Music2,
  x: MessageCircle,
  ...byCategoryIcon,
};

export function PlatformIcon({ platform }: { platform: PlatformCategory }) {
  const Icon = icons[platform.icon.toLowerCase()] ?? icons[platform.id.toLowerCase()] ?? Globe;
  return <Icon aria-hidden="true" />;
}
