export { Avatar, AvatarFallback, AvatarImage, type AvatarProps, avatarVariants, initials } from "./Avatar";
