/**
 * Every user-facing validation, error, toast and empty-state text, word for word from the spec where it
 * words them (§5, §8). ui, app, server and tests import these so one text is shown and asserted everywhere.
 * Where the spec is silent the wording follows the spec's own style ("X is required", "X must be at least N
 * characters"); those entries are marked "(chosen)".
 */

import { TEXT_MAX_LENGTH } from "./constants";

export const LOGIN_MESSAGES = {
  loginRequired: "Email or Username is required",
  loginMin: "Username must be at least 3 characters",
  loginMax: `Email or Username must be at most ${TEXT_MAX_LENGTH.login} characters`, // (chosen)
  passwordRequired: "Password is required",
  passwordPattern: "Incorrect login details",
} as const;

export const REGISTER_MESSAGES = {
  usernameRequired: "Username is required", // (chosen)
  usernameMin: "Username must be at least 3 characters", // (chosen: same text as login)
  usernameMax: `Username must be at most ${TEXT_MAX_LENGTH.username} characters`, // (chosen)
  usernamePattern: "Username may only contain letters, numbers and underscores", // (chosen)
  emailRequired: "Email is required", // (chosen)
  emailInvalid: "Email must be a valid email",
  emailMax: `Email must be at most ${TEXT_MAX_LENGTH.email} characters`, // (chosen)
  firstNameRequired: "First name is required", // (chosen)
  firstNameMin: "First name must be at least 2 characters", // (chosen)
  firstNameMax: `First name must be at most ${TEXT_MAX_LENGTH.name} characters`, // (chosen)
  lastNameRequired: "Last name is required", // (chosen)
  lastNameMin: "Last name must be at least 2 characters", // (chosen)
  lastNameMax: `Last name must be at most ${TEXT_MAX_LENGTH.name} characters`, // (chosen)
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters", // (chosen)
  passwordPattern: "Password must have at least one lowercase, one uppercase, and one number",
  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords must match",
  currentPasswordRequired: "Current password is required", // (chosen)
} as const;

/** Admin login (and the spec's unused email + password schema): rules given, messages chosen. */
export const ADMIN_LOGIN_MESSAGES = {
  emailRequired: "Email is required", // (chosen)
  emailInvalid: "Email must be a valid email", // (chosen: same text as register)
  passwordRequired: "Password is required", // (chosen)
} as const;

export const CHILD_PANEL_MESSAGES = {
  domainRequired: "Domain is required", // (chosen)
  domainInvalid: "Please enter a valid domain name",
  currencyRequired: "Please select a currency", // (chosen)
  currencyInvalid: "Please select a supported currency (USD, NGN, EUR or GBP)", // (chosen)
  adminUsernameRequired: "Admin username is required", // (chosen)
  adminUsernameMin: "Admin username must be at least 3 characters", // (chosen)
  adminUsernamePattern: "Admin username may only contain letters, numbers and underscores", // (chosen)
  adminPasswordRequired: "Admin password is required", // (chosen)
  adminPasswordMin: "Admin password must be at least 8 characters", // (chosen)
  confirmRequired: "Please confirm the admin password", // (chosen)
  confirmMismatch: "Passwords do not match",
  priceRequired: "Price per month is required", // (chosen)
  priceInvalid: "Please enter a valid price",
  /** The operator changed the monthly price after the form showed it: nothing was charged. */
  priceChanged: (price: string) => `The monthly price is now ${price}. Please review your order and submit it again.`, // (chosen)
  /** The registry of host names (server): a name that is the main panel's, another panel's, or a temporary address. */
  domainReserved: "This domain is reserved. Please choose your own domain.", // (chosen)
  domainTaken: "This domain is already used by another panel.", // (chosen)
  domainTemporary: (base: string) =>
    `Addresses under ${base} are the panels' temporary addresses. Please enter your own domain.`, // (chosen)
  /** A child panel does not sell child panels of its own. */
  notSold: "Child panels are not sold on this panel.", // (chosen)
  /** The main panel's operator has not switched child panel sales on (or switched them off). */
  salesOff: "Child panels are not on sale at the moment.", // (chosen)
} as const;

/** New order form (chosen: the spec gives the bounds, not the texts). */
export const NEW_ORDER_MESSAGES = {
  serviceRequired: "Please select a service",
  linkRequired: "Link is required",
  linkInvalid: "Please enter a valid link starting with http:// or https://",
  quantityRequired: "Quantity is required",
  quantityInteger: "Quantity must be a whole number",
  quantityMin: (min: number) => `Minimum quantity is ${min}`,
  quantityMax: (max: number) => `Maximum quantity is ${max}`,
} as const;

/**
 * The fields a typed order takes beyond link and quantity (chosen: the spec words none of them; they follow its
 * "X is required" style). The New Order form shows them under their fields; a web order refused for them names them.
 */
export const ORDER_FIELD_MESSAGES = {
  commentsRequired: "Comments are required",
  commentsMin: (min: number) => `Enter at least ${min} comments, one per line`,
  commentsMax: (max: number) => `Enter at most ${max} comments, one per line`,
  usernamesRequired: "Usernames are required",
  usernamesMin: (min: number) => `Enter at least ${min} usernames, one per line`,
  usernamesMax: (max: number) => `Enter at most ${max} usernames, one per line`,
  hashtagsRequired: "Hashtags are required",
  hashtagRequired: "Hashtag is required",
  usernameRequired: "Username is required",
  mediaRequired: "Media link is required",
  mediaInvalid: "Please enter a valid media link starting with http:// or https://",
  answerRequired: "Answer number is required",
  answerInvalid: "Answer number must be a whole number from 1",
  minRequired: "Min is required",
  maxRequired: "Max is required",
  minAboveMax: "Min must not be more than Max",
  postsInvalid: "Posts must be a whole number",
  delayInvalid: "Delay must be a whole number of minutes",
  expiryInvalid: "Expiry must be a date like 31/12/2026",
  runsRequired: "Runs are required",
  runsInvalid: "Runs must be a whole number from 2",
  intervalRequired: "Interval is required",
  intervalInvalid: "Interval must be a whole number of minutes from 1",
  dripFeedUnavailable: "Drip-feed is not available for this service",
  totalAboveMax: (max: number) => `The total quantity must be at most ${max}`,
  /** The one money floor (issue 33): an order is refused, before any charge, when it would cost under ₦0.01. */
  chargeBelowMinimum: "This order costs less than ₦0.01: please order a larger quantity",
} as const;

/** Add funds form (chosen: the spec gives the minimum rule, not its text). */
export const ADD_FUNDS_MESSAGES = {
  methodRequired: "Please select a payment method",
  methodInvalid: "Please select a supported payment method",
  amountRequired: "Amount is required",
  amountInvalid: "Please enter a valid amount",
  /** `currency`: the panel's (its amounts are kept in it); the main panel's NGN gives the spec's words. */
  amountBelowMinimum: (minimum: string, currency = "NGN") => `Minimum amount for this method is ${minimum} ${currency}`,
  amountAboveMaximum: (maximum: string, currency = "NGN") => `Maximum amount for one deposit is ${maximum} ${currency}`,
  transferReferenceRequired: "Enter the reference of your bank transfer",
  transferReferenceInvalid: "The transfer reference must be 3 to 64 letters, digits, spaces or - / . _",
  providerUnavailable: "This payment provider is not available. Please choose another.", // (chosen: API only)
} as const;

/** Support ticket form (chosen: the spec states the 5 MB and format limits, not their texts). */
export const TICKET_MESSAGES = {
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  subjectTooLong: `Subject must be at most ${TEXT_MAX_LENGTH.ticketSubject} characters`, // (chosen)
  messageTooLong: `Message must be at most ${TEXT_MAX_LENGTH.ticketMessage} characters`, // (chosen)
  fileTooLarge: "File must be 5 MB or smaller",
  fileTypeInvalid: "Unsupported file type. Allowed: PNG, JPEG, GIF, WEBP, PDF, TXT",
} as const;

/** Payout request (chosen: the spec gives the 2000 NGN minimum, not its text). */
export const PAYOUT_MESSAGES = {
  amountRequired: "Amount is required",
  amountInvalid: "Please enter a valid amount",
  amountBelowMinimum: "Minimum payout is 2000 NGN",
  /** The same message with the minimum the operator set in Settings. */
  amountBelowMinimumOf: (minimum: string, currency = "NGN") => `Minimum payout is ${minimum} ${currency}`,
  amountAboveAvailable: "Amount exceeds your available earnings",
} as const;

/**
 * Mass order parser (spec §5). The spec words the line prefix only for the parts error; the parser puts
 * the same "Line N: " prefix before every per-line message (see massOrder.ts).
 */
export const MASS_ORDER_MESSAGES = {
  wrongParts: "Must have exactly 3 parts (service_id | link | quantity)",
  serviceIdNotNumber: "Service ID must be a number",
  invalidUrl: "Invalid URL format",
  quantityNotPositive: "Quantity must be a positive number",
  tooManyLines: "Maximum 100 orders allowed per submission",
  unknownService: (serviceId: number) => `Service ID ${serviceId} does not exist`, // (chosen)
  /** (chosen) A line has no room for comments, usernames or a drip-feed plan. */
  typeNotTaken: (serviceId: number, type: string) =>
    `Service ID ${serviceId} is a ${type} service: order it on New Order`,
  /** (chosen) What the editor says it takes. */
  typesTaken: "Mass Order takes Default and Package services; order other types on New Order.",
  quantityBelowMin: (min: number) => `Quantity must be at least ${min} for this service`, // (chosen)
  quantityAboveMax: (max: number) => `Quantity must be at most ${max} for this service`, // (chosen)
  moreErrors: (count: number) => `and ${count} more ${count === 1 ? "error" : "errors"}`, // (chosen)
} as const;

/** Request failures and their fallbacks (spec §8). */
export const ERROR_MESSAGES = {
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  network: "Network error. Please try again.",
  supportFormError: "Error! Something went wrong. Please check your inputs.",
} as const;

/** Toast texts (spec §8). */
export const TOAST_MESSAGES = {
  loginSuccess: "Login successful!",
  registerSuccess: "Account created successfully!",
  logoutSuccess: "Logged out successfully",
  adminLoginSuccess: "Admin login successful!",
  fetchUserFailed: "Failed to fetch user info",
  fetchCategoriesFailed: "Failed to fetch categories",
  fetchServicesFailed: "Failed to fetch services",
  fetchTransactionsFailed: "Failed to fetch transactions",
} as const;

/** Empty-state texts (spec §8). */
export const EMPTY_STATES = {
  updates: "No updates found",
  orders: "No orders found",
  transactions: "No transactions found",
  payouts: "No payouts yet",
  services: "No services available",
  tickets: "No tickets found",
} as const;
