// Async boundary: Module Federation initialises the shared scope before any shared module (React, …) loads.
void import('./bootstrap');
