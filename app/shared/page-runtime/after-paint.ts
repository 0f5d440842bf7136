/**
 * What a page without islands holds back until its first paint: `<template data-after-paint>`,
 * whose content (the chrome's script from SiteLayout, the stylesheet's link from the server's
 * critical-CSS step) takes its place once the paint is shown (first-paint.ts, decisions/0015).
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
