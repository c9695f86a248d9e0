import { render } from 'preact';
import { App } from './App.js';
import './ui/styles.css';
import './ui/local.css';
import './ui/phone.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
