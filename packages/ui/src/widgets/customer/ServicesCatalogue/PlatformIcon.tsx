import type { PlatformCategory } from "@smm/domain";
import {
  Camera,
  CirclePlay,
  Globe,
  LayoutGrid,
  type LucideIcon,
  MessageCircle,
  Music2,
  Send,
  ThumbsUp,
} from "lucide-react";

/**
 * lucide has no brand logos, so each platform gets a neutral symbol, looked up by the platform's `icon` name and
 * then its id; anything unknown is a globe. An app with brand artwork passes `renderPlatformIcon` instead.
 */
const icons: Record<string, LucideIcon> = {
  all: LayoutGrid,
  grid: LayoutGrid,
  instagram: Camera,
  camera: Camera,
  youtube: CirclePlay,
  play: CirclePlay,
  tiktok: Music2,
  music: Music2,
  facebook: ThumbsUp,
  twitter: MessageCircle,
  x: MessageCircle,
  telegram: Send,
};

export function PlatformIcon({ platform }: { platform: PlatformCategory }) {
  const Icon = icons[platform.icon.toLowerCase()] ?? icons[platform.id.toLowerCase()] ?? Globe;
  return <Icon aria-hidden="true" />;
}
