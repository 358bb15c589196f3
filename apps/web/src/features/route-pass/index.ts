// What other features may use of route-pass: everything else in this folder is its own.
export { BoughtRoutePass } from './components/bought-route-pass';
export { RouteForm } from './components/route-form';
export { RouteMapPanel } from './components/route-map-panel';
export { default as routePassClasses } from './components/route-pass.module.css';
export { RoutePlanner } from './components/route-planner';
export { RouteResult } from './components/route-result';
export { useRoutePlanner } from './hooks/use-route-planner';
export { readRoutePrefill } from './model/route-prefill';
